// Debian's Chromium driven by playwright-core (never `playwright install`: no browser downloads here).
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** A WeChat 8 on Android user agent: the app must run inside WeChat's browser. */
export const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 13; V2148A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MMWEBID/2247 ' +
  'MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';

export const PHONE = { viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/** Flags headless Chromium needs here: it runs as root, and must not try to reach the internet. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Launches headless Chromium with the flags this sandbox needs (root, no network beyond localhost). Playwright
 * gives every launch a fresh temporary profile itself. `args`: flags some tests add (FAKE_MICROPHONE_ARGS).
 */
export function launchChromium({ args = [] } = {}) {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, ...args],
  });
}

/** A fake microphone that needs no prompt (the live room's recording in the simulated bridge). */
export const FAKE_MICROPHONE_ARGS = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];

/** A phone-sized browser context (375×667) with the WeChat user agent, unless another one is asked for. */
export function openPhoneContext(browser, { userAgent = WECHAT_UA } = {}) {
  return browser.newContext({ ...PHONE, userAgent, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
}

/** A phone-sized page in a context of its own (nothing shared with other pages: storage, cache). */
export async function openPhonePage(browser, options = {}) {
  return (await openPhoneContext(browser, options)).newPage();
}
