// Child processes that stop with the script that started them. Ctrl-C in a terminal reaches every process of the
// foreground group, but a `kill <pid>` (or a CI runner stopping a job) reaches the script alone: its test runners,
// their workers, their browsers and the preview servers went on running, orphaned. Each child here leads a process
// group of its own (`detached`), so one signal reaches it and everything it started. The script passes the signal it
// got on to each group, waits a moment for them to finish, kills what is left (rstest's workers ignore SIGTERM), and
// exits as that signal would have made it exit. (Playwright's browsers close when their worker's pipe does.)
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

/** The process groups started here (a group can outlive its leader: rstest's workers outlive rstest). */
const groups = new Set();
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
const GRACE_MS = 2000;
let forwarding = false;

function signalGroups(signal) {
  for (const group of groups) {
    try {
      process.kill(-group, signal);
    } catch {
      // ESRCH: nothing left in that group.
    }
  }
}

function forwardSignals() {
  if (forwarding) return;
  forwarding = true;
  for (const signal of SIGNALS) {
    process.once(signal, () => {
      signalGroups(signal);
      setTimeout(() => {
        signalGroups('SIGKILL');
        process.exit(128 + constants.signals[signal]);
      }, GRACE_MS);
    });
  }
}

/** `spawn`, with the child leading a process group of its own that is signalled when this script is. */
export function spawnGroup(command, args, options) {
  forwardSignals();
  const child = spawn(command, args, { ...options, detached: true });
  if (child.pid !== undefined) groups.add(child.pid);
  return child;
}
