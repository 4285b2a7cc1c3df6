import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { Browser } from 'playwright-core';
import { build, launchChromium, phonePage, prebuiltDist, preview, root } from './support.test-utils';

function readDist(distDir: string): string {
  const dir = path.join(root, distDir);
  const walk = (current: string): string[] =>
    readdirSync(current).flatMap((name) => {
      const full = path.join(current, name);
      return statSync(full).isDirectory() ? walk(full) : /\.(js|html|css)$/.test(name) ? [full] : [];
    });
  return walk(dir)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}

// Strings that exist only in mock, simulation or development code: the mock backend's paths and login picker, the
// simulated pay sheet, the widget catalogue.
const MOCK_MARKERS = [
  '模拟微信支付',
  '/__mock/',
  'mock-cdn',
  '模拟微信授权',
  'getMockHandlers',
  'dev-catalogue',
  '/dev/catalogue',
];

describe('production build', () => {
  it('contains no mock or simulation code, while a test build does (so the check can fail)', () => {
    const production = readDist(prebuiltDist('production'));
    for (const marker of MOCK_MARKERS)
      expect({ marker, found: production.includes(marker) }).toEqual({ marker, found: false });

    const testBuild = readDist(prebuiltDist('test'));
    expect(['模拟微信支付', 'dev-catalogue'].filter((marker) => !testBuild.includes(marker))).toEqual([]);
  });

  it('opens the first screen’s own file with V8’s compile hint (on its first line), and no other file', () => {
    const dir = path.join(root, prebuiltDist('production'), 'static/js');
    const firstLines = ['', 'async/']
      .flatMap((folder) => readdirSync(path.join(dir, folder)).map((name) => folder + name))
      .filter((name) => name.endsWith('.js'))
      .map((name) => ({
        file: name.replace(/\.[0-9a-f]+\.js$/, ''),
        hint: readFileSync(path.join(dir, name), 'utf8').split('\n', 1)[0] === '//# allFunctionsCalledOnLoad',
      }));
    expect(firstLines.filter(({ hint }) => hint).map(({ file }) => file)).toEqual(['index']);
    // The files looked at: React's, and the lazy chunks'.
    expect(firstLines.map(({ file }) => file)).toContain('lib-react');
    expect(firstLines.filter(({ file }) => file.startsWith('async/')).length).toBeGreaterThan(10);
  });
});

describe('PUBLIC_API_BASE=<url> npm run build', () => {
  const API = 'http://api.contract.test';
  let browser: Browser;
  let server: { url: string; stop: () => Promise<void> };

  beforeAll(async () => {
    build({ distDir: 'dist-contract', envMode: 'production', env: { PUBLIC_API_BASE: API } });
    server = await preview({ distDir: 'dist-contract', env: { MOCK: 'off' } });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('sends every API call to <url>/api/… and logins to <url>/api/user/loginAuth', async () => {
    const page = await phonePage(browser);
    const calls: string[] = [];
    await page.route(`${API}/**`, (route) => {
      calls.push(route.request().url());
      return route.fulfill({
        contentType: 'application/json',
        // A backend on another origin must allow the app's origin (docs/deploying.md).
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify({
          code: 1,
          msg: 'ok',
          data: { id: 9, nickName: '契约用户', openId: 'o-contract', thirdAuthType: 'USERINFO' },
        }),
      });
    });
    const sameOrigin: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${server.url}/api/`)) sameOrigin.push(request.url());
    });
    await page.addInitScript(() => localStorage.setItem('wkt:token', 'contract-token'));
    await page.goto(`${server.url}/?v=1#/index/`);
    await page.locator('[data-page="index"]').waitFor();

    expect(calls.some((url) => url.startsWith(`${API}/api/user/getUserInfo?`))).toBe(true);
    expect(calls.every((url) => url.startsWith(`${API}/api/`))).toBe(true);
    expect(sameOrigin).toEqual([]);
    await page.context().close();

    // A visitor without a token is sent to the login at <url>, with the page to come back to.
    const visitor = await phonePage(browser);
    const logins: string[] = [];
    await visitor.route(`${API}/**`, (route) => {
      logins.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<h1>login</h1>' });
    });
    await visitor.goto(`${server.url}/?v=1#/index/`);
    await visitor.waitForURL((url) => url.href.startsWith(`${API}/api/user/loginAuth?redirectUri=`));
    expect(logins.some((url) => url.startsWith(`${API}/api/user/loginAuth?redirectUri=`))).toBe(true);
    await visitor.context().close();
  });

  it('is servable from the root of a static server, index.html not cached and hashed assets cached for a year', async () => {
    const html = await fetch(`${server.url}/`);
    expect(html.headers.get('cache-control')).toBe('no-cache');
    const script = (await html.text()).match(/src="(\/static\/js\/[^"]+\.js)"/)?.[1];
    expect(script).toBeTruthy();
    const asset = await fetch(`${server.url}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
