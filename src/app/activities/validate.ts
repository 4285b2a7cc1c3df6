import type { RoutePlace } from '../../shared/routing';
import { manifestSchema, shareSchema, type ValidManifest } from './manifest-schema';
import { parseZonedTime } from './zoned-time';

/**
 * Validates every activity manifest against the schema and against each other and the core routes. Each problem
 * names the file and the field: `activities/red-packet/manifest.ts: routes[1].auth: …`.
 * Relative imports only: rsbuild.config.ts loads this file with jiti.
 */
export type ManifestEntry = { file: string; folder: string; manifest: unknown };
export type ValidationResult = { manifests: ValidManifest[]; problems: string[] };

function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === 'number') return `${text}[${key}]`;
    return text ? `${text}.${String(key)}` : String(key);
  }, '');
}

type Issue = {
  code: string;
  path: PropertyKey[];
  message: string;
  keys?: string[];
  expected?: string;
  input?: unknown;
};

const typeNames: Record<string, string> = {
  string: '文字',
  number: '数字',
  object: '对象',
  array: '数组',
  boolean: 'true/false',
};

/** One line per problem, in Chinese, naming the field (zod/mini's own messages are a bare "Invalid input"). */
function describeIssue(file: string, issue: Issue, prefix: readonly PropertyKey[] = []): string[] {
  const path = [...prefix, ...issue.path];
  if (issue.code === 'unrecognized_keys') {
    return (issue.keys ?? []).map(
      (key) => `${file}: ${fieldPath([...path, key])}: 未知字段（清单是严格的，请检查拼写）`,
    );
  }
  let message = issue.message;
  if (issue.code === 'invalid_type') {
    if (path.length === 0) message = '清单需要 export default 一个对象';
    else if (issue.input === undefined) message = '缺少这个字段';
    else message = `类型不对，需要${typeNames[issue.expected ?? ''] ?? issue.expected ?? '其他类型'}`;
  }
  const field = fieldPath(path);
  return [`${file}: ${field ? `${field}: ` : ''}${message}`];
}

/** Two patterns collide when they match the same paths: same segments, parameters in the same places. */
export function routeShape(path: string): string {
  return path
    .replace(/\/+$/, '')
    .split('/')
    .map((part) => (part.startsWith(':') ? ':' : part))
    .join('/');
}

export function validateManifests(
  entries: readonly ManifestEntry[],
  coreRoutes: readonly RoutePlace[],
): ValidationResult {
  const problems: string[] = [];
  const manifests: ValidManifest[] = [];
  const owners = new Map<string, string>(coreRoutes.map((route) => [routeShape(route.path), `核心路由 ${route.name}`]));
  const ids = new Map<string, string>();

  for (const { file, folder, manifest } of entries) {
    const parsed = manifestSchema.safeParse(manifest);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push(...describeIssue(file, issue as Issue));
      continue;
    }
    const valid = parsed.data;
    const shareProblems = valid.routes.flatMap((route, index) => {
      if (route.share === false) return [];
      const share = shareSchema.safeParse(route.share);
      return share.success
        ? []
        : share.error.issues.flatMap((issue) => describeIssue(file, issue as Issue, ['routes', index, 'share']));
    });
    if (shareProblems.length) {
      problems.push(...shareProblems);
      continue;
    }
    if (valid.id !== folder) problems.push(`${file}: id: '${valid.id}' 需要与文件夹名 '${folder}' 相同`);
    const sameId = ids.get(valid.id);
    if (sameId) problems.push(`${file}: id: '${valid.id}' 已被 ${sameId} 使用`);
    ids.set(valid.id, file);
    if (
      valid.startsAt &&
      valid.endsAt &&
      (parseZonedTime(valid.startsAt) ?? 0) >= (parseZonedTime(valid.endsAt) ?? 0)
    ) {
      problems.push(`${file}: endsAt: 结束时间需要晚于开始时间`);
    }
    valid.routes.forEach((route, index) => {
      const shape = routeShape(route.path);
      const owner = owners.get(shape);
      if (owner) problems.push(`${file}: routes[${index}].path: '${route.path}' 与 ${owner} 冲突`);
      else owners.set(shape, `${file} routes[${index}]`);
      for (const name of route.path.match(/:[A-Za-z]+/g) ?? []) {
        if (route.params && !(name.slice(1) in route.params) && Object.keys(route.params).length > 0) {
          problems.push(`${file}: routes[${index}].params: 缺少参数 ${name.slice(1)} 的类型`);
        }
      }
    });
    manifests.push(valid);
  }
  return { manifests, problems };
}
