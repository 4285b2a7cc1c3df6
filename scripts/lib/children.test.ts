import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';

const children = path.join(import.meta.dirname, 'children.mjs');

/** A process that ignores SIGTERM and prints its pid: a stand-in for rstest's workers. */
const STUBBORN = "process.on('SIGTERM', () => {}); console.log(process.pid); setInterval(() => {}, 1000);";

/** A script that starts STUBBORN through spawnGroup, says `<its pid> <grandchild pid>`, then waits. */
const SCRIPT = `
import { spawnGroup } from ${JSON.stringify(children)};
const child = spawnGroup(process.execPath, ['-e', ${JSON.stringify(STUBBORN)}], { stdio: ['ignore', 'pipe', 'inherit'] });
child.stdout.once('data', (pid) => console.log(process.pid, String(pid).trim()));
`;

/** Whether `pid` runs: a killed process stays a zombie until its new parent reaps it, which counts as stopped. */
const running = (pid: number) => {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

describe('spawnGroup', () => {
  it('stops a child that ignores SIGTERM when the script that started it is killed', async () => {
    const script = spawn(process.execPath, ['--input-type=module', '-e', SCRIPT], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const [, grandchild] = await new Promise<number[]>((resolve) =>
      script.stdout.once('data', (line) => resolve(String(line).trim().split(' ').map(Number))),
    );
    try {
      expect(running(grandchild as number)).toBe(true);
      const exited = new Promise<number | null>((resolve) => script.once('exit', (code) => resolve(code)));
      script.kill('SIGTERM');
      // The script exits as SIGTERM would have made it (128 + 15) once it killed what ignored the signal.
      await expect(exited).resolves.toBe(143);
      expect(running(grandchild as number)).toBe(false);
    } finally {
      // Whatever happened, this test leaves nothing running (a survivor would hold the runner's output open).
      if (running(grandchild as number)) process.kill(grandchild as number, 'SIGKILL');
    }
  }, 15_000);
});
