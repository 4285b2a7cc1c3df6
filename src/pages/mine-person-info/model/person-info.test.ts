import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { $loadState, $personInfo, loadPersonInfoFx, maskMobile, personInfoOpened } from './person-info';

describe('person info', () => {
  it('loads the profile, or fails to a retry', async () => {
    const info = { userNickName: '林晓岚', userImg: '', userMobile: '13900000003', intro: '简介' };
    const scope = fork({ handlers: [[loadPersonInfoFx, async () => info]] });
    await allSettled(personInfoOpened, { scope });
    expect(scope.getState($personInfo)).toEqual(info);
    expect(scope.getState($loadState)).toBe('ready');
    const failing = fork({ handlers: [[loadPersonInfoFx, async () => Promise.reject(new Error('offline'))]] });
    await allSettled(personInfoOpened, { scope: failing });
    expect(failing.getState($loadState)).toBe('failed');
  });

  it('masks a phone number', () => {
    expect(maskMobile('13900000003')).toBe('139****0003');
    expect(maskMobile('')).toBe('');
  });
});
