import { apiBase, isDebugBuild, isSimulationAllowed } from '@/shared/config';
import { readStorage } from '@/shared/lib/storage';
import { BRIDGE_TIMINGS, type BridgeTimings } from './constants';
import type { WxApi } from './real/wx-api';

/**
 * The landing URL: the first URL this page load was opened with. iOS WeChat signs JS-SDK calls against it for the
 * page's whole life, so it is recorded when this module loads, before the hash router changes anything.
 */
const landingUrl = typeof location === 'undefined' ? '' : location.href;

/** Everything the bridges read from the outside world, injectable so tests never patch globals. */
export type WechatEnv = {
  userAgent: string;
  landingUrl: string;
  currentUrl: () => string;
  /** This run may use the simulated bridge (it exists only in development, debug and test builds). */
  simulation: boolean;
  /**
   * Use the simulated bridge even inside WeChat (development, debug and test builds only): set by localStorage
   * `wkt:bridge=simulated`, so end-to-end tests with a WeChat user agent, and QA in WeChat against the mock, can pay.
   */
  forceSimulation: boolean;
  /** Debug build: configuration errors are alerted on screen (spec §8). */
  debug: boolean;
  alert: (message: string) => void;
  apiBase: string;
  loadSdk: () => Promise<WxApi>;
  /** Resolves true once WeChat's own WeixinJSBridge is there, false if it has not appeared within `ms`. */
  waitForWeixinBridge: (ms: number) => Promise<boolean>;
  timings: BridgeTimings;
};

export const FORCE_SIMULATION_KEY = 'wkt:bridge';

export function browserEnv(): WechatEnv {
  return {
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
    landingUrl,
    currentUrl: () => location.href,
    simulation: isSimulationAllowed,
    forceSimulation: isSimulationAllowed && readStorage('local', FORCE_SIMULATION_KEY) === 'simulated',
    debug: isDebugBuild,
    alert: (message) => window.alert(message),
    apiBase,
    // Lazy: the SDK is fetched only inside WeChat, never as part of the home screen's first JavaScript.
    loadSdk: async () => (await import('./sdk')).default,
    waitForWeixinBridge,
    timings: BRIDGE_TIMINGS,
  };
}

/** WeChat injects WeixinJSBridge into its webview, at once or with the WeixinJSBridgeReady event. */
function waitForWeixinBridge(ms: number): Promise<boolean> {
  const present = () => 'WeixinJSBridge' in window;
  if (present()) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      document.removeEventListener('WeixinJSBridgeReady', done);
      resolve(present());
    };
    const timer = setTimeout(done, ms);
    document.addEventListener('WeixinJSBridgeReady', done);
  });
}

export function isWechat(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return /MicroMessenger/i.test(userAgent);
}

export function isIos(userAgent: string): boolean {
  return /\b(iPhone|iPad|iPod)\b/i.test(userAgent);
}

/** The URL the backend signs: iOS WeChat keeps the landing URL, Android and others use the current one; no hash. */
export function urlToSign(env: Pick<WechatEnv, 'userAgent' | 'landingUrl' | 'currentUrl'>): string {
  const url = isIos(env.userAgent) ? env.landingUrl : env.currentUrl();
  return url.split('#')[0] ?? '';
}
