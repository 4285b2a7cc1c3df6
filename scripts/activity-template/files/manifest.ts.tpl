import type { ActivityManifest } from '@/shared/activity';

/** Data only (no React, no effector): the host reads this before any of the campaign's code loads. */
export default {
  apiVersion: 'weiketang.activity/v1',
  id: '__id__',
  title: '__title__',
  // A time-boxed campaign sets both (ISO 8601 with a time zone); outside the window its routes show 活动未开始 / 活动已结束.
  // Preview another moment with ?activityNow=… (activities/README.md "Time-box it"), never by moving these.
  // startsAt: '2026-12-12T00:00:00+08:00',
  // endsAt: '2026-12-13T00:00:00+08:00',
  routes: [
    {
      path: '/activity/__id__/index',
      page: 'index',
      title: '__title__',
      auth: 'silent',
      share: {
        title: '__title__',
        description: '微课堂限时活动，快来看看',
        // A path on the static host (PUBLIC_STATIC_PATH): in development and tests the mock serves a stand-in at
        // /mock-cdn/activity/__id__/share.png; upload the real PNG/JPG to the same path on the static host before launch.
        image: '/activity/__id__/share.png',
        link: 'entry',
      },
    },
  ],
} satisfies ActivityManifest;
