import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { launchChromiumOverCdp } from './cdp.test-utils';
import type { Engine } from './engine.test-utils';
import { launchWebKit, webkitAvailable } from './webdriver.test-utils';

/**
 * The engines the matrix runs in: the Chromium versions of Android WeChat cores still in use (XWeb and X5 are
 * Chromium inside), today's Chromium, and WebKit (WeChat on iPhone is the system WebKit). The old Chromium builds
 * come from npm packages (devDependencies `chromium-86`, `chromium-92`, `chromium-107`), brotli-compressed; they are
 * unpacked once into node_modules/.cache.
 */

const root = path.resolve(import.meta.dirname, '../..');

/** WeChat on Android (XWeb), with the engine's own Chrome version in it. */
const androidUserAgent = (major: number) =>
  `Mozilla/5.0 (Linux; Android 10; V1938CT Build/QKQ1.191222.002; wv) AppleWebKit/537.36 (KHTML, like Gecko) ` +
  `Version/4.0 Chrome/${major}.0.0.0 Mobile Safari/537.36 XWEB/${major}0065 MMWEBSDK/20231202 MMWEBID/2247 ` +
  'MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';

/** WeChat on iPhone. */
const IPHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 15_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 ' +
  'MicroMessenger/8.0.47(0x18002f2f) NetType/WIFI Language/zh_CN';

/** Where each old Chromium's compressed binary is, inside its package. */
const PACKAGED: Record<string, string> = {
  'chromium-86': 'node_modules/chromium-86/node_modules/chrome-aws-lambda/bin/chromium.br',
  'chromium-92': 'node_modules/chromium-92/bin/chromium.br',
  'chromium-107': 'node_modules/chromium-107/bin/chromium.br',
};

/** The unpacked binary of a packaged Chromium (unpacked on first use, then reused). */
function packagedChromium(name: string): string {
  const source = path.join(root, PACKAGED[name] ?? '');
  if (!existsSync(source)) throw new Error(`${name}: ${source} is missing (npm install)`);
  const target = path.join(root, 'node_modules/.cache/engines', name, 'chromium');
  if (!existsSync(target)) {
    mkdirSync(path.dirname(target), { recursive: true });
    const partial = `${target}.partial`;
    writeFileSync(partial, brotliDecompressSync(readFileSync(source)), { mode: 0o755 });
    renameSync(partial, target);
  }
  return target;
}

export type EngineEntry = { name: string; launch: () => Promise<Engine>; unavailable?: () => string | null };

export const ENGINES: EngineEntry[] = [
  ...(['chromium-86', 'chromium-92', 'chromium-107'] as const).map((name) => ({
    name,
    launch: () =>
      launchChromiumOverCdp({
        name,
        executable: packagedChromium(name),
        userAgent: androidUserAgent(Number(name.split('-')[1])),
      }),
  })),
  {
    name: 'chromium-current',
    launch: () =>
      launchChromiumOverCdp({
        name: 'chromium-current',
        executable: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
        userAgent: androidUserAgent(120),
      }),
  },
  { name: 'webkit', launch: () => launchWebKit({ userAgent: IPHONE_USER_AGENT }), unavailable: webkitAvailable },
];

/** The engines asked for (ENGINES=chromium-86,webkit), all by default. */
export function enginesAsked(): EngineEntry[] {
  const asked = (process.env.ENGINES ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!asked.length) return ENGINES;
  const unknown = asked.filter((name) => !ENGINES.some((engine) => engine.name === name));
  if (unknown.length) throw new Error(`ENGINES: unknown ${unknown.join(', ')}`);
  return ENGINES.filter((engine) => asked.includes(engine.name));
}
