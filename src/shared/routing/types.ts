import type { ComponentType } from 'react';

/** Route metadata of spec §2 "Common behaviour"; every field is optional, the defaults are below. */
export type AuthLevel =
  /** Full login (web-page authorisation with the user's profile) when there is no nickName. */
  | 'profile'
  /**
   * As `profile` (these are "lesson" pages, which need a profile), and official-account (base) authorisation when
   * thirdAuthType is NONE: lesson/channel, lesson/play and lesson/attent (spec §4).
   */
  | 'base'
  /** Silent login when there is no openId. */
  | 'silent'
  /** No login at all (pages that are part of a login or pay hand-off). */
  | 'none';

export type Tab = 'discover' | 'study' | 'mine';

export type RouteMeta = {
  /** Document title; default: the product name. */
  title?: string;
  /** Class put on <body> while the route shows; default `bg-plain`. */
  bodyClass?: string;
  /** The page sets its own WeChat share card; otherwise the default card is put back on entering it. */
  share?: boolean;
  /**
   * A card the shell sets on entering the route (activity manifests). `link`: 'page' for the page itself (never
   * with the login token), or an in-app path.
   */
  shareCard?: { title: string; desc: string; imgUrl: string; link: 'page' | string };
  /** Shows the tab bar with this tab current. */
  tab?: Tab;
  /** Live-room middle pages: no tab bar, no floating helper. */
  hideFooter?: boolean;
  /** List screens with their own skeletons: no loading toast while the page's code loads. */
  middleList?: boolean;
  /** Default: `silent`. */
  auth?: AuthLevel;
  /** Lecturer gating (spec §5): without lecturer status → /mine/index, unless the query has debug=true. */
  lecturerOnly?: boolean;
  /** Real-name gating (spec §5): also needs realNameAuth 2. */
  realNameOnly?: boolean;
};

/** A page's module: its default export is the page component. */
export type PageModule = { default: ComponentType<PageProps> };
/** Loads a page's code (its own lazy chunk). */
export type PageLoader = () => Promise<PageModule>;

import type { GuardLoader } from './guard';

/** How a route parameter is read; anything else makes the path unknown (→ /index/). */
export type ParamKind = 'id' | 'text';

export type RouteDef = {
  /** Unique, kebab-case, stable: used for links, page registration and tests. */
  name: string;
  /** Pattern with `:param` segments, e.g. `/lesson/play/:id`. */
  path: string;
  params?: Record<string, ParamKind>;
  /** The route only redirects (spec: mine/subscribe → study index). */
  redirectTo?: string;
  meta: RouteMeta;
  /** The page's code. Activity routes have none here: the activity runtime loads their pages. */
  load?: PageLoader;
  /** The route's own check that asks the server, loaded when the route is entered; it lives with the page. */
  guard?: GuardLoader;
};

/** Where a route lives, without its metadata (collision checks, the crawl). */
export type RoutePlace = Pick<RouteDef, 'name' | 'path'>;

export type RouteParams = Record<string, string | number>;

export type RouteMatch<R extends RouteDef = RouteDef> = { route: R; params: RouteParams };

/** What every page component receives from the shell. */
export type PageProps = {
  params: RouteParams;
  /** Real query and hash query (see AppLocation). */
  query: Record<string, string>;
  /** The route's title (metadata) or the product name. */
  title: string;
  /** The route's metadata (e.g. a tab screen has no back button); the shell always passes it. */
  meta?: RouteMeta;
};
