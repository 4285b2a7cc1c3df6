/**
 * The listener's unsent text, per room, in sessionStorage: it survives a reload (WeChat's refresh menu, a page
 * restored after a call) and is cleared on send. Storage may be missing or full (private mode): then no draft.
 */
const keyOf = (room: string) => `live-draft:${room}`;

export function readDraft(room: string): string {
  try {
    return globalThis.sessionStorage?.getItem(keyOf(room)) ?? '';
  } catch {
    return '';
  }
}

export function saveDraft(room: string, text: string): void {
  try {
    if (text) globalThis.sessionStorage?.setItem(keyOf(room), text);
    else globalThis.sessionStorage?.removeItem(keyOf(room));
  } catch {
    // no storage: the draft lives as long as the page
  }
}
