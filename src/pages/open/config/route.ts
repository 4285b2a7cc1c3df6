import { definePage, pagesIn } from '@/shared/routing';

/**
 * Entries from outside the app (spec §2 Open), one lazy chunk for both (ui/open-pages.ts):
 * - auth/userInfo?redirect=/lesson/play/3 — authorise the full profile, then go on to an in-app page. `profile`:
 *   the shell's full login (USERINFO scope) runs first when there is no nickname, and returns here.
 * - pay/order?type=lesson&id=3 — pay for a lesson, column or package from a link. `silent`: WeChat Pay needs the
 *   viewer's openId, which a silent login gives without asking.
 */
const page = pagesIn(() => import('../ui/open-pages'));

export const openRoutes = [
  definePage({
    name: 'open-auth-userinfo',
    path: '/open/auth/userInfo',
    meta: { title: '授权', auth: 'profile' },
    load: page('OpenAuthPage'),
  }),
  definePage({
    name: 'open-pay-order',
    path: '/open/pay/order',
    meta: { title: '订单支付', auth: 'silent' },
    load: page('OpenPayOrderPage'),
  }),
] as const;
