import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { freePort } from '../../scripts/lib/server.mjs';
import { type Engine, type EnginePage, ERROR_RECORDER, eventually, findScript } from './engine.test-utils';

/**
 * WebKit (WebKitGTK, the engine of Safari and of WeChat on iPhone) driven over WebDriver: Debian's WebKitWebDriver
 * starts a MiniBrowser per session, in a window on an X display (Xvfb here). Each page is a session of its own, so
 * each has its own storage.
 */

export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

export function webkitAvailable(): string | null {
  if (!existsSync(WEBKIT_DRIVER)) return `${WEBKIT_DRIVER} is missing (apt-get install webkit2gtk-driver)`;
  if (!existsSync(MINIBROWSER)) return `${MINIBROWSER} is missing`;
  if (!process.env.DISPLAY && !existsSync('/usr/bin/Xvfb')) return 'no X display and no Xvfb (apt-get install xvfb)';
  return null;
}

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

function groupKill(child: ChildProcess) {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

export async function launchWebKit({ userAgent }: { userAgent: string }): Promise<Engine> {
  const children: ChildProcess[] = [];
  let display = process.env.DISPLAY;
  if (!display) {
    const number = 90 + Math.floor(Math.random() * 9);
    display = `:${number}`;
    const xvfb = spawn('Xvfb', [display, '-screen', '0', '1024x768x24', '-nolisten', 'tcp'], {
      stdio: 'ignore',
      detached: true,
    });
    children.push(xvfb);
    await new Promise((resolve) => setTimeout(resolve, 800));
  }
  const driverEnv = { ...process.env, DISPLAY: display };
  /** A WebKitWebDriver of its own for each page: one driver serves one session at a time. */
  // WebKitGTK takes prefers-color-scheme from the GTK theme: its dark variant is a phone set to dark mode.
  const startDriver = async (dark: boolean) => {
    const port = await freePort();
    const env = dark ? { ...driverEnv, GTK_THEME: 'Adwaita:dark' } : driverEnv;
    const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], { stdio: 'ignore', detached: true, env });
    children.push(driver);
    const base = `http://127.0.0.1:${port}`;
    for (let attempt = 0; attempt < 50; attempt++) {
      try {
        await fetch(`${base}/status`);
        break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    const call: Call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(60_000),
      });
      const answer = (await response.json()) as { value: T & { error?: string; message?: string } };
      if (answer.value && typeof answer.value === 'object' && 'error' in answer.value && answer.value.error)
        throw new Error(`${path}: ${answer.value.error}: ${answer.value.message}`);
      return answer.value;
    };
    return { call, stop: () => groupKill(driver) };
  };

  const engine: Engine = {
    name: 'webkit',
    version: '',
    async newPage({ dark = false } = {}) {
      const { call, stop } = await startDriver(dark);
      const session = await call<{ sessionId: string; capabilities: { browserVersion: string } }>('POST', '/session', {
        capabilities: {
          alwaysMatch: {
            'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', `--user-agent=${userAgent}`] },
          },
        },
      });
      engine.version = `WebKitGTK ${session.capabilities.browserVersion}`;
      const at = `/session/${session.sessionId}`;
      // MiniBrowser's window cannot be narrower than its toolbar: the page gets about 447 px, not 375.
      await call('POST', `${at}/window/rect`, { width: 375, height: 740 });
      return openSessionPage(call, at, stop);
    },
    async close() {
      for (const child of children.reverse()) groupKill(child);
    },
  };
  return engine;
}

type Call = <T>(method: string, path: string, body?: unknown) => Promise<T>;

function openSessionPage(call: Call, at: string, stop: () => void): EnginePage {
  const evaluate = async <T>(expression: string): Promise<T> =>
    call<T>('POST', `${at}/execute/async`, {
      script: `var done = arguments[arguments.length - 1];
        Promise.resolve().then(function () { return (${expression}); }).then(
          function (value) { done({ ok: true, value: value === undefined ? null : value }); },
          function (error) { done({ ok: false, error: String(error && error.stack || error) }); });`,
      args: [],
    }).then((answer) => {
      const result = answer as unknown as { ok: boolean; value: T; error: string };
      if (!result.ok) throw new Error(result.error);
      return result.value;
    });

  const element = (selector: string, text?: string): Promise<string> =>
    eventually(
      async () => {
        const found = await call<Record<string, string> | null>('POST', `${at}/execute/sync`, {
          script: `var element = ${findScript(selector, text)}; if (element) element.scrollIntoView({ block: 'center' }); return element;`,
          args: [],
        });
        return found?.[ELEMENT] ?? null;
      },
      `${selector}${text ? ` "${text}"` : ''}`,
    );

  return {
    async goto(url) {
      await call('POST', `${at}/url`, { url });
      await evaluate(ERROR_RECORDER);
    },
    evaluate,
    async click(selector, text) {
      await call('POST', `${at}/element/${await element(selector, text)}/click`, {});
    },
    async type(selector, text) {
      await call('POST', `${at}/element/${await element(selector)}/value`, { text });
    },
    async screenshot(file) {
      writeFileSync(file, Buffer.from(await call<string>('GET', `${at}/screenshot`), 'base64'));
    },
    async takeErrors() {
      // The recorder is gone after a load the driver did not start (a reload by the app): put it back.
      return evaluate<string[]>(`(function () {
        var errors = window.__engineErrors ? window.__engineErrors.splice(0) : [];
        ${ERROR_RECORDER};
        return errors;
      })()`);
    },
    async close() {
      await call('DELETE', at).catch(() => undefined);
      stop();
    },
  };
}
