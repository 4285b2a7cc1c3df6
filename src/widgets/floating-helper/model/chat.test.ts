import { describe, expect, it, rs } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { http } from 'msw';
import { openPageFx } from '@/shared/ui/modal';
import { mockServer } from '../../../../tests/msw-server';
import { $chatEnabled, $chatUrl, chatClicked, chatSwitchRequested, openChatFx } from './chat';

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
  it('enables the chat with the server address when the switch is 1, asking once', async () => {
    const asked = answerSwitch({ meiqiaSwitch: 1, meiqiaUrl: 'https://chat.example.com/c?eid=1' });
    const scope = fork();
    await allSettled(chatSwitchRequested, { scope });
    await allSettled(chatSwitchRequested, { scope });
    expect(scope.getState($chatEnabled)).toBe(true);
    expect(scope.getState($chatUrl)).toBe('https://chat.example.com/c?eid=1');
    expect(asked()).toBe(1);
  });

  it('stays off when the switch is 0, the address is not a web address, or the call fails', async () => {
    for (const answer of [
      () => answerSwitch({ meiqiaSwitch: 0, meiqiaUrl: 'https://chat.example.com/' }),
      () => answerSwitch({ meiqiaSwitch: 1, meiqiaUrl: 'javascript:alert(1)' }),
      () => answerSwitch({ meiqiaSwitch: 1, meiqiaUrl: '' }),
      () => answerSwitch(null, 500),
    ]) {
      answer();
      const scope = fork();
      await allSettled(chatSwitchRequested, { scope });
      expect(scope.getState($chatEnabled)).toBe(false);
    }
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
