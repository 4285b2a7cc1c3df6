import lighthouse from 'lighthouse';
import { WECHAT_UA } from './chromium.mjs';

/**
 * Lighthouse's mobile performance run of `url` in an open puppeteer page, as a WeChat phone; storage is not reset,
 * so a token seeded beforehand stays. Throws when Lighthouse failed or did not end on `url` with `readySelector`
 * on screen (a redirect to the login page would otherwise be measured as the home).
 */
export async function runMobileLighthouse(url, page, readySelector) {
  const result = await lighthouse(
    url,
    {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      formFactor: 'mobile',
      emulatedUserAgent: WECHAT_UA,
      disableStorageReset: true,
    },
    undefined,
    page,
  );
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (lhr.finalDisplayedUrl !== url || !(await page.$(readySelector)))
    throw new Error(`measured ${lhr.finalDisplayedUrl}, not ${url} (${readySelector})`);
  return result;
}

/** Puts a token in the origin's localStorage without loading the app (nothing gets cached). */
export async function seedToken(browser, origin, token) {
  const page = await browser.newPage();
  try {
    await page.setRequestInterception(true);
    page.on('request', (request) =>
      request.respond({ status: 200, contentType: 'text/html', body: '<!doctype html>' }),
    );
    await page.goto(`${origin}/__seed`);
    await page.evaluate((value) => localStorage.setItem('wkt:token', value), token);
  } finally {
    await page.close();
  }
}
