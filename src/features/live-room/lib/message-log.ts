import type { LiveMessage } from './protocol';

/** Index of the first message with an id ≥ `id` in a list kept in id order (binary search). */
function lowerBound(list: readonly LiveMessage[], id: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((list[middle]?.id ?? id) < id) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Adds messages to a list kept in id order, each id once (a resent message, a history after a reconnect and the
 * live frame of the same message all land once). Newer ids are appended; an older one is inserted at its place
 * (binary search): the whole log is never sorted again. Returns the same list when nothing is new.
 */
export function mergeMessages(list: readonly LiveMessage[], incoming: readonly LiveMessage[]): readonly LiveMessage[] {
  let next: LiveMessage[] | null = null;
  for (const message of incoming) {
    const current: readonly LiveMessage[] = next ?? list;
    const last = current[current.length - 1];
    if (!last || message.id > last.id) {
      next ??= [...list];
      next.push(message);
      continue;
    }
    const at = lowerBound(current, message.id);
    if (current[at]?.id === message.id) continue;
    next ??= [...list];
    next.splice(at, 0, message);
  }
  return next ?? list;
}

/**
 * Where the rendered window of a long list starts: at least `size` of the newest messages, trimmed `step` at a
 * time, so most new messages only append rows (the rows above keep their place and their paint) and the oldest
 * rows go `step` together instead of one per message.
 */
export function windowStart(length: number, size: number, step: number): number {
  if (length <= size) return 0;
  return Math.floor((length - size) / step) * step;
}
