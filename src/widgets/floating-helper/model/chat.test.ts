import { describe, expect, it, rs } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { http } from 'msw';
import { openPageFx } from '@/shared/ui/modal';
import { mockServer, useMockBackend } from '../../../../tests/msw-server';
import { $chatEnabled, $chatUrl, $configuredChatUrl, chatClicked, chatSwitchRequested, openChatFx } from './chat';

const CONFIGURED = 'https://chat.example.com/c?eid=1';

function answerSwitch(data: unknown, status = 200) {
  let asked = 0;
  mockServer.use(
    http.get('*/api/config/activitySwitch', () => {
      asked += 1;
      const body = JSON.stringify({ code: 1, msg: 'ok', data });
      return new Response(body, { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return () => asked;
}

describe('customer-service chat switch', () => {
  it("turns the environment's chat on from the spec's meiqiaSwitch alone (spec-minimal mock)", async () => {
    useMockBackend('minimal');
    const scope = fork({ values: [[$configuredChatUrl, CONFIGURED]] });
    await allSettled(chatSwitchRequested, { scope });
    expect(scope.getState($chatEnabled)).toBe(true);
    expect(scope.getState($chatUrl)).toBe(CONFIGURED);
  });

  it('uses the configured address, never one the server sends, and asks once', async () => {
    const asked = answerSwitch({ meiqiaSwitch: 1, meiqiaUrl: 'https://elsewhere.example.com/' });
    const scope = fork({ values: [[$configuredChatUrl, CONFIGURED]] });
    await allSettled(chatSwitchRequested, { scope });
    await allSettled(chatSwitchRequested, { scope });
    expect(scope.getState($chatUrl)).toBe(CONFIGURED);
    expect(asked()).toBe(1);
  });

  it('stays off when the switch is 0, the call fails, or the environment has no chat', async () => {
    for (const [answer, configured] of [
      [() => answerSwitch({ meiqiaSwitch: 0 }), CONFIGURED],
      [() => answerSwitch(null, 500), CONFIGURED],
      [() => answerSwitch({ meiqiaSwitch: 1 }), ''],
    ] as const) {
      answer();
      const scope = fork({ values: [[$configuredChatUrl, configured]] });
      await allSettled(chatSwitchRequested, { scope });
      expect(scope.getState($chatEnabled)).toBe(false);
    }
  });

  it('configures the chat of the test environment (PUBLIC_CHAT_URL) as a web address', () => {
    expect(fork().getState($configuredChatUrl)).toMatch(/^https:\/\//);
  });

  it('opens the chat at its address, and does nothing while it is off', async () => {
    const open = rs.fn();
    const on = fork({ values: [[$chatUrl, 'https://chat.example.com/']], handlers: [[openChatFx, open]] });
    await allSettled(chatClicked, { scope: on });
    expect(open).toHaveBeenCalledWith('https://chat.example.com/');

    open.mockClear();
    const off = fork({ handlers: [[openChatFx, open]] });
    await allSettled(chatClicked, { scope: off });
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the chat in a full-screen sheet inside the app, never by leaving the page', async () => {
    const sheet = rs.fn(async () => true);
    const href = window.location.href;
    const scope = fork({ values: [[$chatUrl, 'https://chat.example.com/']], handlers: [[openPageFx, sheet]] });
    await allSettled(chatClicked, { scope });
    expect(sheet).toHaveBeenCalledWith(expect.objectContaining({ title: '在线客服' }));
    expect(window.location.href).toBe(href);
  });
});
