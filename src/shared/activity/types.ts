import type { ComponentType } from 'react';
import type { AuthLevel, Decision, GuardInput, PageProps } from '@/shared/routing';

/**
 * A campaign's manifest (activities/<id>/manifest.ts): data only — no React, no effector — read by the host before
 * any of the campaign's code loads. Validated at build time and in tests (src/app/activities/manifest-schema.ts).
 */
export type ActivityManifest = {
  /** The manifest format; bump when the format changes. */
  apiVersion: 'weiketang.activity/v1';
  /** kebab-case, equal to the folder name. */
  id: string;
  title: string;
  /** Optional time window, ISO 8601 with a time zone (`2026-12-12T00:00:00+08:00`). Outside it: 未开始 / 已结束. */
  startsAt?: string;
  endsAt?: string;
  routes: ActivityRoute[];
};

export type ActivityRoute = {
  /** Under /activity/, with `:param` segments: `/activity/redpacket/index`, `/activity/d12/vip/:orderId`. */
  path: string;
  /** The page of the activity's module (index.ts `pages`) that this route shows. */
  page: string;
  title: string;
  /** Body class; default `bg-plain`. */
  background?: string;
  /** Login needed before the page shows (spec §4): profile, base, silent or none. */
  auth: AuthLevel;
  /** The WeChat share card while the page shows, or false for no card of its own (the default card then). */
  share: ActivityShare | false;
  /** `:param` kinds (default: `id`, a positive integer); `text` for tokens and codes. */
  params?: Record<string, 'id' | 'text'>;
};

export type ActivityShare = {
  title: string;
  description: string;
  /**
   * A PNG/JPG (WeChat shows no SVG): an absolute https URL, or a path on the static host (PUBLIC_STATIC_PATH):
   * `/activity/<id>/share.png`. The embedded mock serves a stand-in for any such path.
   */
  image: string;
  /** `page`: the page itself (without the login token); `entry`: the activity's first route. */
  link: 'page' | 'entry';
};

/** What an activity page receives: the shell's page props. */
export type ActivityPageProps = PageProps;

/** activities/<id>/index.ts default export: the pages the manifest names, and optional per-page guards. */
export type ActivityModule = {
  pages: Record<string, ComponentType<ActivityPageProps>>;
  /**
   * Checks before a page renders (like the shell's guards): return a redirect, or null to show the page. They may call
   * effects (they run in the app's scope).
   */
  guards?: Record<string, (input: GuardInput) => Promise<Decision | null> | Decision | null>;
};

/** For type-checking activities/<id>/index.ts: `export default defineActivity({ pages: { index: IndexPage } })`. */
export function defineActivity(module: ActivityModule): ActivityModule {
  return module;
}
