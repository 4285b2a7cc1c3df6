import { http } from 'msw';
import { DEMO_USER_IDS } from '../db/seed-users';
import { getDb } from '../db/store';
import type { ThirdAuthType } from '../db/types';
import { findUser } from '../db/views';
import { createVisitor } from '../db/visitors';
import { escapeHtml, htmlPage, respond } from '../kit/respond';
import { makeToken } from '../kit/token';
import { addTokenToUrl, isHttpUrl } from '../kit/url';

/** The identities the simulated WeChat authorisation page offers, in the order shown. */
export const LOGIN_IDENTITIES = [
  { key: 'visitor', label: '新访客', hint: '首次进入的微信用户，每次都是新账号' },
  { key: 'learner', label: '学员', hint: '李小雨：已购课程、有优惠券、有学习记录' },
  { key: 'pending-lecturer', label: '讲师（未实名）', hint: '周老师：已入驻，尚未实名认证' },
  { key: 'verified-lecturer', label: '讲师（已实名）', hint: '林晓岚：已实名，有直播间和钱包余额' },
] as const;
export type LoginIdentity = (typeof LOGIN_IDENTITIES)[number]['key'];

const demoUserIds: Record<Exclude<LoginIdentity, 'visitor'>, number> = {
  learner: DEMO_USER_IDS.learner,
  'pending-lecturer': DEMO_USER_IDS.pendingLecturer,
  'verified-lecturer': DEMO_USER_IDS.verifiedLecturer,
};

/** The user id a choice logs in as; a new visitor is created now, with what this kind of authorisation yields. */
function loginAs(identity: LoginIdentity, visitorAuth: ThirdAuthType): number | null {
  const db = getDb();
  if (identity === 'visitor') return createVisitor(db, visitorAuth).id;
  const user = findUser(db, demoUserIds[identity]);
  return user ? user.id : null;
}

function choicePage(url: URL): Response {
  const links = LOGIN_IDENTITIES.map(({ key, label, hint }) => {
    const target = new URL(url);
    target.searchParams.set('as', key);
    const href = escapeHtml(`${target.pathname}${target.search}`);
    return `<a class="choice" href="${href}"><strong>${label}</strong><span>${hint}</span></a>`;
  }).join('\n');
  return htmlPage(
    200,
    '模拟微信授权',
    `<h1>模拟微信授权</h1><p>开发环境没有真实的微信登录，请选择以哪个身份进入微课堂：</p>\n${links}`,
  );
}

const rejectPage = (reason: string) => htmlPage(400, '授权失败', `<h1>授权失败</h1><p>${escapeHtml(reason)}</p>`);

/** GET without `as`: the choice page. With `as`: log in and go back to redirectUri with the token. */
function loginRoute(path: string, visitorAuth: ThirdAuthType) {
  return http.get(`*${path}`, ({ request }) => {
    const url = new URL(request.url);
    const redirectUri = url.searchParams.get('redirectUri') ?? '';
    if (!isHttpUrl(redirectUri)) return rejectPage('回跳地址 redirectUri 缺失或不是 http(s) 地址。');
    const identity = url.searchParams.get('as');
    if (identity === null) return choicePage(url);
    const known = LOGIN_IDENTITIES.find((item) => item.key === identity);
    const userId = known ? loginAs(known.key, visitorAuth) : null;
    if (userId === null) return rejectPage('未知的登录身份。');
    return respond(null, 302, {
      location: addTokenToUrl(redirectUri, makeToken(userId)),
      'cache-control': 'no-store',
    });
  });
}

export const loginHandlers = [
  loginRoute('/api/user/loginAuth', 'USERINFO'),
  loginRoute('/api/user/loginSilentAuth', 'BASE'),
  loginRoute('/api/authorizedGzh/authGzhUrl', 'BASE'),
];
