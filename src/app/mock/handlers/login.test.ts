import { beforeEach, describe, expect, it } from '@rstest/core';
import { apiGet, ORIGIN } from '../api-client.test-utils';
import { resetMockDb } from '../backend';

type Userinfo = { id: number; nickName: string; openId: string; thirdAuthType: string };

const redirectUri = 'http://localhost:3123/?v=1#/mine/index';
const loginUrl = (path: string, as?: string) => {
  const query = new URLSearchParams({
    redirectUri,
    appId: 'wx_test',
    channel_id: '1',
    channelId: '1',
    s: '',
    partner_id: '',
  });
  if (as) query.set('as', as);
  return `${ORIGIN}${path}?${query}`;
};

/** Follows the choice and returns where the browser is sent, and the token it carries. */
async function chooseIdentity(path: string, as: string) {
  const response = await fetch(loginUrl(path, as), { redirect: 'manual' });
  expect(response.status).toBe(302);
  const location = response.headers.get('location') ?? '';
  const token = new URL(location).searchParams.get('token') ?? '';
  return { location, token };
}

const userOf = async (token: string) => {
  const answer = await apiGet<Userinfo>('/api/user/getUserInfo', { token }, null);
  return { ...answer, data: answer.data };
};

describe('login redirects', () => {
  beforeEach(() => resetMockDb());

  it('shows a Chinese choice page with the four identities', async () => {
    const response = await fetch(loginUrl('/api/user/loginAuth'));
    const html = await response.text();
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('lang="zh-CN"');
    expect(html).toContain('name="viewport"');
    expect(html).toContain('<title>模拟微信授权</title>');
    for (const label of ['新访客', '学员', '讲师（未实名）', '讲师（已实名）'])
      expect(html).toContain(`>${label}</strong>`);
    expect(html).toContain('href="/api/user/loginAuth?redirectUri=');
  });

  it.each([
    { as: 'learner', id: 1 },
    { as: 'pending-lecturer', id: 2 },
    { as: 'verified-lecturer', id: 3 },
  ])('logs in as $as and keeps the query and hash', async ({ as, id }) => {
    const { location, token } = await chooseIdentity('/api/user/loginAuth', as);
    expect(location).toBe(`http://localhost:3123/?v=1&token=${encodeURIComponent(token)}#/mine/index`);
    expect(token).toMatch(new RegExp(`^mock\\.${id}\\.[0-9a-z]+$`));
    const user = await userOf(token);
    expect(user.data.id).toBe(id);
    expect(user.data.thirdAuthType).toBe('USERINFO');
  });

  it('creates a fresh visitor with a profile on full login', async () => {
    const first = await userOf((await chooseIdentity('/api/user/loginAuth', 'visitor')).token);
    const second = await userOf((await chooseIdentity('/api/user/loginAuth', 'visitor')).token);
    expect(first.data.id).not.toBe(second.data.id);
    expect(first.data.nickName).toMatch(/^微信用户\d{4}$/);
    expect(first.data.thirdAuthType).toBe('USERINFO');
  });

  it.each(['/api/user/loginSilentAuth', '/api/authorizedGzh/authGzhUrl'])(
    '%s gives a new visitor only a BASE authorisation',
    async (path) => {
      const visitor = await userOf((await chooseIdentity(path, 'visitor')).token);
      expect(visitor.data.thirdAuthType).toBe('BASE');
      expect(visitor.data.nickName).toBe('');
      expect(visitor.data.openId).not.toBe('');
      const learner = await userOf((await chooseIdentity(path, 'learner')).token);
      expect(learner.data.thirdAuthType).toBe('USERINFO');
    },
  );

  it('rejects a redirectUri that is not http(s)', async () => {
    for (const bad of ['javascript:alert(1)', '', '/relative']) {
      const response = await fetch(`${ORIGIN}/api/user/loginAuth?redirectUri=${encodeURIComponent(bad)}&as=learner`, {
        redirect: 'manual',
      });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('授权失败');
    }
  });

  it('answers 1000 without a valid token', async () => {
    expect(await apiGet('/api/user/getUserInfo', {}, null)).toEqual({ code: 1000, msg: '请先登录', data: null });
    expect((await apiGet('/api/study/badge', {}, 9999)).code).toBe(1000);
    expect((await apiGet('/api/study/badge', { token: 'garbage' }, null)).code).toBe(1000);
  });
});
