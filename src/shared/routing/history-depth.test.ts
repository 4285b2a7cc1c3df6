import { afterEach, describe, expect, it } from '@rstest/core';
import { historyDepth, markHistoryEntry } from './history-depth';
import { navigateTo } from './location';

/** The browser following a link: a new entry with no state. */
const hasInAppHistory = () => (historyDepth() ?? 0) > 0;
const followLink = (hash: string) => window.history.pushState(null, '', hash);

describe('in-app history depth', () => {
  afterEach(() => window.history.replaceState(null, '', '#/'));

  it('numbers a landing 0, so back has nowhere in the app to go', () => {
    window.history.replaceState(null, '', '#/lesson/play/16');
    expect(markHistoryEntry(null)).toBe(0);
    expect(hasInAppHistory()).toBe(false);
  });

  it('counts new entries; a redirect keeps the number', () => {
    // New entries made with pushState: a hash change would also reach the listeners other tests of this worker
    // started (numberHistoryEntries), which number the entry themselves.
    window.history.replaceState(null, '', '#/index/');
    let depth = markHistoryEntry(null);
    followLink('#/hot');
    depth = markHistoryEntry(depth);
    expect(depth).toBe(1);
    followLink('#/lesson/play/3');
    depth = markHistoryEntry(depth);
    expect(depth).toBe(2);
    navigateTo('/mine/index', { replace: true });
    expect(markHistoryEntry(depth)).toBe(2);
    expect(hasInAppHistory()).toBe(true);
  });

  it('reads an entry’s own number on back, forward and reload, and keeps the rest of its state', () => {
    window.history.replaceState({ 'wk-list:hot': true }, '', '#/hot');
    expect(markHistoryEntry(4)).toBe(5);
    expect(window.history.state).toEqual({ 'wk-list:hot': true, 'wk-depth': 5 });
    // A reload starts with no previous entry seen, and the entry still says 5.
    expect(markHistoryEntry(null)).toBe(5);
  });

  it('goes home from a redirect on a landing without pretending there is history', () => {
    window.history.replaceState(null, '', '#/mine/wallet/index');
    markHistoryEntry(null);
    navigateTo('/mine/index', { replace: true });
    expect(markHistoryEntry(0)).toBe(0);
    expect(hasInAppHistory()).toBe(false);
  });
});
