import { onReset } from '../db/store';

/**
 * The mock backend's clock: the real time, unless a test or the app's time override has set it to a moment of its
 * own. A set clock stands still, so a test that fakes "day 3 of the campaign" reads the same day on every call. Every
 * answer's `now` (apiGet/apiPost) comes from here, so campaigns that read `now` follow it without a hook of their own.
 */
let setTo: number | null = null;

export function mockNow(): number {
  return setTo ?? Date.now();
}

/** Sets the clock to `at` (epoch ms), or back to the real time with null. A reset puts it back too. */
export function setMockNow(at: number | null): void {
  setTo = at;
}

onReset(() => setMockNow(null));
