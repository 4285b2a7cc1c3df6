import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { personInfoPage } from './person-info';

describe('person info', () => {
  it('loads the profile, or fails to a retry', async () => {
    const info = { userNickName: '林晓岚', userImg: '', userMobile: '13900000003', intro: '简介' };
    const scope = fork({ handlers: [[personInfoPage.loadFx, async () => info]] });
    await allSettled(personInfoPage.opened, { scope });
    expect(scope.getState(personInfoPage.$data)).toEqual(info);
    expect(scope.getState(personInfoPage.$status)).toBe('ready');
    const failing = fork({
      handlers: [[personInfoPage.loadFx, async () => Promise.reject(new Error('offline'))]],
    });
    await allSettled(personInfoPage.opened, { scope: failing });
    expect(failing.getState(personInfoPage.$status)).toBe('failed');
  });
});
