import * as z from 'zod/mini';
import { parseZonedTime } from './zoned-time';

/**
 * The strict schema of an activity manifest (src/shared/activity ActivityManifest). Used at build time
 * (rsbuild.config.ts, `npm run activity:check`) and in tests — never in the browser bundle.
 * Relative imports only: rsbuild.config.ts loads this file with jiti.
 */
export const API_VERSION = 'weiketang.activity/v1';

const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

// The shape first, then whether the moment exists: a regex alone let 2026-12-32 through, which the runtime read as NaN.
const isoWithZone = z.string().check(
  z.regex(ISO_WITH_ZONE, { message: '需要带时区的 ISO 时间，如 2026-12-12T00:00:00+08:00' }),
  z.refine((text) => !ISO_WITH_ZONE.test(text) || parseZonedTime(text) !== null, {
    message: '不是真实存在的时间：月 01–12，日不超过当月天数，时 00–23，分、秒 00–59',
  }),
);

/** A route's share card; checked on its own when it is not `false`, so each field is named in messages. */
export const shareSchema = z.strictObject({
  title: z.string().check(z.minLength(1, { message: '分享标题不能为空' })),
  description: z.string().check(z.minLength(1, { message: '分享描述不能为空' })),
  image: z.string().check(
    z.regex(/^(https?:\/\/|\/)/, {
      message: '图片需要是 http(s) 地址，或以 / 开头的静态资源路径（PUBLIC_STATIC_PATH 下）',
    }),
  ),
  link: z.enum(['page', 'entry'], { message: "link 只能是 'page' 或 'entry'" }),
});

const routeSchema = z.strictObject({
  path: z.string().check(
    z.regex(/^\/activity(\/(:[A-Za-z]+|[A-Za-z0-9_-]+))+$/, {
      message: '路径需要以 /activity/ 开头，由字母、数字、-、_ 和 :参数 组成',
    }),
  ),
  page: z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9]*$/, { message: '页面名需要是字母开头的标识符' })),
  title: z.string().check(z.minLength(1, { message: '标题不能为空' })),
  background: z.optional(z.string().check(z.regex(/^[a-z][a-z0-9-]*$/, { message: '背景需要是一个 CSS 类名' }))),
  auth: z.enum(['profile', 'base', 'silent', 'none'], { message: "auth 只能是 'profile'、'base'、'silent' 或 'none'" }),
  // false, or a card checked with shareSchema by validate.ts (a union would only say "invalid input").
  share: z.unknown(),
  params: z.optional(z.record(z.string(), z.enum(['id', 'text'], { message: "参数类型只能是 'id' 或 'text'" }))),
});

export const manifestSchema = z.strictObject({
  apiVersion: z.literal(API_VERSION, { message: `apiVersion 需要是 '${API_VERSION}'` }),
  id: z.string().check(z.regex(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/, { message: 'id 需要是 kebab-case，如 red-packet' })),
  title: z.string().check(z.minLength(1, { message: '标题不能为空' })),
  startsAt: z.optional(isoWithZone),
  endsAt: z.optional(isoWithZone),
  routes: z.array(routeSchema).check(z.minLength(1, { message: '至少需要一个路由' })),
});

export type ValidManifest = z.output<typeof manifestSchema>;
