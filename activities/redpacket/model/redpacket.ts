import { attach, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { and, not, or, reset } from 'patronum';
import { ALREADY_OPENED_CODE, getPacketInfoFx, openPacketFx, type PacketInfo } from '../api/redpacket';

/** The page is on screen: its packet is loaded on open and forgotten on close (the viewer may change meanwhile). */
export const RedPacketGate = createGate('redpacket-page');
export const retryClicked = createEvent();
export const openClicked = createEvent();

export const $packet = createStore<PacketInfo | null>(null);
/** The first load failed: the page has nothing to show but this and a retry. */
export const $loadError = createStore<string | null>(null);
/** Opening failed (or the refresh after a refused open): the 拆红包 button stays and is the retry. */
export const $openError = createStore<string | null>(null);
/** The server refused a second open: 你已经领过这个红包啦. */
export const $alreadyOpened = createStore(false);
/** Opened on this visit: the reveal animation plays once, not on every later visit. */
export const $justOpened = createStore(false);

// Local copies, so this page's pending flags are its own.
const loadPacketFx = attach({ effect: getPacketInfoFx });
const openFx = attach({
  source: $packet,
  mapParams: (_: void, packet: PacketInfo | null) => ({ packetId: packet?.packetId ?? 0 }),
  effect: openPacketFx,
});

export const $loading = loadPacketFx.pending;
/** Between the tap and the answer (and its follow-up refresh): the button swallows further taps. */
export const $opening = or(openFx.pending, loadPacketFx.pending);
const $sealed = $packet.map((packet) => packet?.opened === 0);

sample({ clock: [RedPacketGate.open, retryClicked], filter: not(loadPacketFx.pending), target: loadPacketFx });
sample({ clock: loadPacketFx.doneData, target: $packet });
sample({ clock: loadPacketFx, fn: () => null, target: $loadError });
sample({
  clock: loadPacketFx.failData,
  source: $packet,
  filter: (packet) => packet === null,
  fn: (_, error) => error.message,
  target: $loadError,
});

const openAccepted = sample({ clock: openClicked, filter: and($sealed, not($opening)) });
sample({ clock: openAccepted, target: openFx });
sample({ clock: openAccepted, fn: () => null, target: $openError });

sample({
  clock: openFx.doneData,
  source: $packet,
  filter: Boolean,
  fn: (packet, { amount }): PacketInfo => ({ ...packet, opened: 1, amount }),
  target: $packet,
});
sample({ clock: openFx.done, fn: () => true, target: $justOpened });

const refused = sample({ clock: openFx.failData, filter: (error) => error.code === ALREADY_OPENED_CODE });
// The refusal carries no data: the amount comes with a fresh look at the packet.
sample({ clock: refused, fn: () => true, target: $alreadyOpened });
sample({ clock: refused, target: loadPacketFx });
sample({
  clock: openFx.failData,
  filter: (error) => error.code !== ALREADY_OPENED_CODE,
  fn: (error) => error.message,
  target: $openError,
});
// A refresh that fails while the packet is on screen leaves it sealed; tapping again asks again.
sample({
  clock: loadPacketFx.failData,
  source: $packet,
  filter: Boolean,
  fn: (_, error) => error.message,
  target: $openError,
});

reset({ clock: RedPacketGate.close, target: [$packet, $loadError, $openError, $alreadyOpened, $justOpened] });
