import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { once } from 'patronum';
import { createElement } from 'react';
import { type ActivitySwitch, getActivitySwitchFx } from '@/entities/home-content';
import { openPageFx } from '@/shared/ui/modal';
import { ChatSheet } from '../ui/ChatSheet';
import { ScrollWatchGate } from './back-to-top';

/** Reads the server's customer-service switch once (spec §6, meiqiaSwitch), when the helper first shows. */
export const chatSwitchRequested = createEvent();
export const chatClicked = createEvent();

/**
 * Opens the customer-service chat inside the app, in a full-screen sheet: leaving for the chat's own page lost the
 * place the person was at (WeChat's browser also blocks window.open popups). Closing the sheet returns there.
 */
export const openChatFx = createEffect((url: string) =>
  openPageFx({ title: '在线客服', content: createElement(ChatSheet, { url }) }),
);

const loadChatSwitchFx = attach({ effect: getActivitySwitchFx });

/** The chat's address while the switch is on; '' hides the chat button (also when the switch could not be read). */
export const $chatUrl = createStore('');
export const $chatEnabled = $chatUrl.map((url) => url !== '');

/** Only an on switch with a web address: a server typo must not turn the button into a `javascript:` link. */
function usableChatUrl({ meiqiaSwitch, meiqiaUrl }: ActivitySwitch): string {
  return meiqiaSwitch === 1 && /^(https?:)?\/\//i.test(meiqiaUrl.trim()) ? meiqiaUrl.trim() : '';
}

sample({ clock: ScrollWatchGate.open, target: chatSwitchRequested });
sample({ clock: once(chatSwitchRequested), target: loadChatSwitchFx });
sample({ clock: loadChatSwitchFx.doneData, fn: usableChatUrl, target: $chatUrl });
sample({ clock: chatClicked, source: $chatUrl, filter: Boolean, target: openChatFx });
