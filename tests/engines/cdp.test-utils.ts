import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { CHROMIUM_ARGS } from '../../scripts/lib/chromium.mjs';
import { type Engine, type EnginePage, eventually, findScript } from './engine.test-utils';

/**
 * Headless Chromium driven over the DevTools protocol with nothing but a WebSocket: the domains used here (Target,
 * Page, Runtime, Emulation, Input) are the same from Chromium 86 to today, where Playwright needs a recent one.
 */

type Pending = { resolve: (value: Record<string, unknown>) => void; reject: (error: Error) => void };
type Listener = (params: Record<string, unknown>, sessionId?: string) => void;

class Connection {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as {
        id?: number;
        method?: string;
        params?: Record<string, unknown>;
        result?: Record<string, unknown>;
        error?: { message: string };
        sessionId?: string;
      };
      if (message.id !== undefined) {
        const waiting = this.pending.get(message.id);
        this.pending.delete(message.id);
        if (message.error) waiting?.reject(new Error(message.error.message));
        else waiting?.resolve(message.result ?? {});
      } else if (message.method) {
        for (const listener of this.listeners.get(message.method) ?? [])
          listener(message.params ?? {}, message.sessionId);
      }
    });
    socket.on('close', () => {
      for (const waiting of this.pending.values()) waiting.reject(new Error('browser connection closed'));
      this.pending.clear();
    });
  }

  send(method: string, params: Record<string, unknown> = {}, sessionId?: string): Promise<Record<string, unknown>> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`${method} got no answer in 30 s`));
      }, 30_000);
      this.pending.set(id, {
        resolve: (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      this.socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    });
  }

  on(method: string, listener: Listener): void {
    const set = this.listeners.get(method) ?? new Set();
    set.add(listener);
    this.listeners.set(method, set);
  }
}

export type ChromiumOptions = { name: string; executable: string; userAgent: string; args?: string[] };

/** The sandbox's flags (root, no internet), and media that may play without a gesture of the driver's. */
const SANDBOX_ARGS = [...CHROMIUM_ARGS, '--disable-dev-shm-usage', '--autoplay-policy=no-user-gesture-required'];

export async function launchChromiumOverCdp(options: ChromiumOptions): Promise<Engine> {
  const profile = mkdtempSync(path.join(tmpdir(), `wk-${options.name}-`));
  const child: ChildProcess = spawn(
    options.executable,
    [
      '--headless',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      ...SANDBOX_ARGS,
      ...(options.args ?? []),
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const endpoint = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${options.name} did not start in 30 s:\n${output}`)), 30_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk;
      const match = /DevTools listening on (ws:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code) => reject(new Error(`${options.name} exited (${code}) before it listened:\n${output}`)));
  });
  child.stderr?.resume();
  const socket = new WebSocket(endpoint, { perMessageDeflate: false, maxPayload: 256 * 1024 * 1024 });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const connection = new Connection(socket);
  const { product } = (await connection.send('Browser.getVersion')) as { product: string };

  const stop = () => {
    socket.close();
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
    rmSync(profile, { recursive: true, force: true });
  };

  return {
    name: options.name,
    version: product,
    async newPage({ dark = false } = {}) {
      const { browserContextId } = (await connection.send('Target.createBrowserContext')) as {
        browserContextId: string;
      };
      const { targetId } = (await connection.send('Target.createTarget', { url: 'about:blank', browserContextId })) as {
        targetId: string;
      };
      const { sessionId } = (await connection.send('Target.attachToTarget', { targetId, flatten: true })) as {
        sessionId: string;
      };
      return openPage(connection, sessionId, targetId, browserContextId, options.userAgent, dark);
    },
    async close() {
      stop();
    },
  };
}

async function openPage(
  connection: Connection,
  sessionId: string,
  targetId: string,
  browserContextId: string,
  userAgent: string,
  dark: boolean,
): Promise<EnginePage> {
  const send = (method: string, params: Record<string, unknown> = {}) => connection.send(method, params, sessionId);
  const errors: string[] = [];
  connection.on('Runtime.exceptionThrown', (params, from) => {
    if (from !== sessionId) return;
    const details = params.exceptionDetails as { text?: string; exception?: { description?: string } };
    errors.push(`pageerror: ${(details.exception?.description ?? details.text ?? '').split('\n')[0]}`);
  });
  connection.on('Runtime.consoleAPICalled', (params, from) => {
    if (from !== sessionId || params.type !== 'error') return;
    const args = params.args as { value?: unknown; description?: string }[];
    errors.push(`console: ${args.map((arg) => String(arg.value ?? arg.description ?? '')).join(' ')}`);
  });
  await send('Page.enable');
  await send('Runtime.enable');
  await send('Emulation.setDeviceMetricsOverride', { width: 375, height: 667, deviceScaleFactor: 2, mobile: true });
  await send('Emulation.setUserAgentOverride', { userAgent, acceptLanguage: 'zh-CN' });
  await send('Emulation.setTimezoneOverride', { timezoneId: 'Asia/Shanghai' }).catch(() => undefined);
  if (dark) await send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-color-scheme', value: 'dark' }] });

  const evaluate = async <T>(expression: string): Promise<T> => {
    const answer = (await send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true })) as {
      result: { value?: T };
      exceptionDetails?: { text?: string; exception?: { description?: string } };
    };
    if (answer.exceptionDetails)
      throw new Error(answer.exceptionDetails.exception?.description ?? answer.exceptionDetails.text ?? 'script error');
    return answer.result.value as T;
  };

  /** Scrolls the element into view and returns its centre, or throws when there is none. */
  const centre = (selector: string, text?: string) =>
    eventually(
      () =>
        evaluate<{ x: number; y: number } | null>(`(function () {
      var element = ${findScript(selector, text)};
      if (!element) return null;
      element.scrollIntoView({ block: 'center' });
      var rect = element.getBoundingClientRect();
      return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    })()`),
      `${selector}${text ? ` "${text}"` : ''}`,
    );

  return {
    async goto(url) {
      await send('Page.navigate', { url });
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline) {
        const state = await evaluate<string>('document.readyState').catch(() => 'loading');
        const at = await evaluate<string>('location.href').catch(() => '');
        if (state === 'complete' && at !== 'about:blank') return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`${url} did not load in 30 s`);
    },
    evaluate,
    async click(selector, text) {
      const { x, y } = await centre(selector, text);
      await send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y });
      await send('Input.dispatchMouseEvent', { type: 'mousePressed', x, y, button: 'left', clickCount: 1 });
      await send('Input.dispatchMouseEvent', { type: 'mouseReleased', x, y, button: 'left', clickCount: 1 });
    },
    async type(selector, text) {
      await centre(selector);
      await evaluate(`${findScript(selector)}.focus()`);
      await send('Input.insertText', { text });
    },
    async screenshot(file) {
      const { data } = (await send('Page.captureScreenshot', { format: 'png' })) as { data: string };
      writeFileSync(file, Buffer.from(data, 'base64'));
    },
    async takeErrors() {
      return errors.splice(0);
    },
    async close() {
      await connection.send('Target.closeTarget', { targetId }).catch(() => undefined);
      await connection.send('Target.disposeBrowserContext', { browserContextId }).catch(() => undefined);
    },
  };
}
