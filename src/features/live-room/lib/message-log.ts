import type { LiveMessage } from './protocol';

/**
 * Adds messages to a list kept in id order, each id once (a resent message, a history after a reconnect and the
 * live frame of the same message all land once). The common case (newer ids at the end) appends without sorting.
 */
export function mergeMessages(list: readonly LiveMessage[], incoming: readonly LiveMessage[]): readonly LiveMessage[] {
  if (!incoming.length) return list;
  let last = list.at(-1)?.id ?? 0;
  let appendOnly = true;
  for (const message of incoming) {
    if (message.id <= last) {
      appendOnly = false;
      break;
    }
    last = message.id;
  }
  if (appendOnly) return [...list, ...incoming];
  const byId = new Map<number, LiveMessage>();
  for (const message of list) byId.set(message.id, message);
  let changed = false;
  for (const message of incoming) {
    if (byId.has(message.id)) continue;
    byId.set(message.id, message);
    changed = true;
  }
  if (!changed) return list;
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
