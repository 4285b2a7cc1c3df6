import type { Browser, BrowserContext, Page } from 'playwright-core';

export declare const CHROMIUM_PATH: string;
export declare const WECHAT_UA: string;
export declare const CHROMIUM_ARGS: string[];
export declare const PHONE: {
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  isMobile: boolean;
  hasTouch: boolean;
};
export declare const FAKE_MICROPHONE_ARGS: string[];
export declare function launchChromium(options?: { args?: string[] }): Promise<Browser>;
export declare function openPhoneContext(browser: Browser, options?: { userAgent?: string }): Promise<BrowserContext>;
export declare function openPhonePage(browser: Browser, options?: { userAgent?: string }): Promise<Page>;
