import path from 'node:path';
import { afterEach, describe, expect, it } from '@rstest/core';
import { storageKeys } from '@/shared/api';
import { SCHEME_STORAGE_KEY } from '@/shared/lib/color-scheme';
import { buildEarlyScript } from './inline-script';

const root = path.resolve(import.meta.dirname, '../../..');

afterEach(() => {
  delete window.__wktEarly;
  localStorage.removeItem(SCHEME_STORAGE_KEY);
  document.documentElement.removeAttribute('data-theme');
  window.history.replaceState(null, '', '/');
});

describe('buildEarlyScript', () => {
  it('makes one small classic script, without the API layer, that asks a home landing’s calls', async () => {
    const code = await buildEarlyScript(root, {
      PUBLIC_API_BASE: '',
      PUBLIC_STATIC_PATH: '/mock-cdn',
      PUBLIC_WX_APP_ID: 'wx-inline',
    });
    // Inline in the head, before anything else: no module syntax, no chunk loading, no effector or zod, no React.
    expect(code).not.toMatch(
      /import\.meta|\bimport\(|__webpack_require__\.e|createStore|safeParse|createElement\(\w+,/,
    );
    expect(code.length).toBeLessThan(5_500);

    localStorage.setItem(storageKeys.token, 'mock.1.inline');
    window.history.replaceState(null, '', '/?from=singlemessage#/index/');
    (window as Window & { __wktEarlyChunks?: unknown }).__wktEarlyChunks = { index: ['/static/js/async/h.js'] };
    new Function(code)();
    const questions = [...(window.__wktEarly?.keys() ?? [])];
    expect(questions.map((question) => question.split('?')[0])).toEqual([
      '/api/config/banner.html',
      '/api/user/getUserInfo',
      '/api/userCenter/userInfo',
    ]);
    expect(questions[0]).toContain('appId=wx-inline');
    expect((window as Window & { __wktEarlyChunks?: unknown }).__wktEarlyChunks).toBeUndefined();
    expect(document.head.querySelector('link[rel="preload"][as="script"]')?.getAttribute('href')).toBe(
      '/static/js/async/h.js',
    );
    await Promise.all(window.__wktEarly?.values() ?? []);
    for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
  });

  it('puts the scheme chosen in 设置 on <html> before anything else, and nothing when 跟随系统', async () => {
    const code = await buildEarlyScript(root, { PUBLIC_API_BASE: '' });
    new Function(code)();
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
    localStorage.setItem(SCHEME_STORAGE_KEY, 'dark');
    new Function(code)();
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    await Promise.all(window.__wktEarly?.values() ?? []);
  });
});
