import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { once } from 'patronum';
import { createElement } from 'react';
import { getActivitySwitchFx } from '@/entities/home-content';
import { chatUrl } from '@/shared/config';
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

/**
 * Where the chat lives is the environment's configuration (PUBLIC_CHAT_URL); the server only switches it on or off
 * (spec §6 names meiqiaSwitch and nothing else). Only a web address counts: a typo in a deploy's setting must not
 * turn the button into a `javascript:` link.
 */
export const $configuredChatUrl = createStore(/^https?:\/\//i.test(chatUrl) ? chatUrl : '');
/** The chat's address while the switch is on; '' hides the chat button (also when the switch could not be read). */
export const $chatUrl = createStore('');
export const $chatEnabled = $chatUrl.map((url) => url !== '');

sample({ clock: ScrollWatchGate.open, target: chatSwitchRequested });
sample({ clock: once(chatSwitchRequested), target: loadChatSwitchFx });
sample({
  clock: loadChatSwitchFx.doneData,
  source: $configuredChatUrl,
  fn: (url, { meiqiaSwitch }) => (meiqiaSwitch === 1 ? url : ''),
  target: $chatUrl,
});
sample({ clock: chatClicked, source: $chatUrl, filter: Boolean, target: openChatFx });
