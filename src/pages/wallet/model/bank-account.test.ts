import { afterEach, describe, expect, it } from '@rstest/core';
import { allSettled, createWatch, fork, scopeBind } from 'effector';
import { getWithdrawAccountFx, type SaveWithdrawAccount, type WithdrawAccount } from '@/entities/lecturer';
import { $lecturerProfile } from '@/entities/user';
import { ApiError } from '@/shared/api';
import {
  $errors,
  $form,
  $saveError,
  bankAccountOpened,
  bankSms,
  fieldChanged,
  saveAccountFx,
  saveClicked,
} from './bank-account';

const onFile: WithdrawAccount = {
  accountName: '林晓岚',
  accountNo: '6225880112341234',
  bankName: '招商银行',
  bankNames: ['招商银行', '中国银行'],
  branchBankName: '招商银行杭州西湖支行',
  fillWithdrawConfig: 1,
  lecturerType: 1,
};
const profile = {
  userId: 3,
  userNickName: '林晓岚',
  userImg: '',
  userMobile: '13900000003',
  accountMoney: 0,
  cardCounts: 0,
  collectCounts: 0,
  watchCounts: 0,
  isLecturer: 1 as const,
  realNameAuth: 2,
  nextStudioTime: null,
  studioId: 1,
};

/** A page load: the account on file answers, saving answers `save` (the calls counted). */
function open(save: (request: SaveWithdrawAccount) => Promise<WithdrawAccount>) {
  const saves: SaveWithdrawAccount[] = [];
  const scope = fork({
    values: [[$lecturerProfile, profile]],
    handlers: [
      [getWithdrawAccountFx, async () => onFile],
      [saveAccountFx, (request: SaveWithdrawAccount) => save(request)],
    ],
  });
  createWatch({ unit: saveAccountFx, scope, fn: (request) => saves.push(request) });
  return { scope, saves };
}

async function changeCard(scope: ReturnType<typeof fork>, withCode = true) {
  await allSettled(bankAccountOpened, { scope, params: { from: 'wallet-index' } });
  await allSettled(fieldChanged, { scope, params: { field: 'bankName', value: '中国银行' } });
  await allSettled(fieldChanged, { scope, params: { field: 'accountNo', value: '6217 0000 1111 2222' } });
  if (withCode) await allSettled(bankSms.codeChanged, { scope, params: '246810' });
}

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('bank account change', () => {
  it('starts from the account on file and the bound phone; saving needs the SMS code', async () => {
    const { scope, saves } = open(async () => onFile);
    await changeCard(scope, false);
    expect(scope.getState($form)).toMatchObject({ accountName: '林晓岚', bankName: '中国银行' });
    expect(scope.getState(bankSms.$mobile)).toBe('13900000003');
    await allSettled(saveClicked, { scope });
    expect(saves).toEqual([]);
    expect(scope.getState(bankSms.$codeError)).toBeTruthy();
  });

  it('sends ONE save for a double tap: card digits only, the phone and the code', async () => {
    let release: () => void = () => undefined;
    const { scope, saves } = open(
      () =>
        new Promise((resolve) => {
          release = () => resolve({ ...onFile, bankName: '中国银行', accountNo: '6217000011112222' });
        }),
    );
    await changeCard(scope);
    const tap = scopeBind(saveClicked, { scope });
    tap();
    tap();
    release();
    await allSettled(scope);
    expect(saves).toEqual([
      {
        accountName: '林晓岚',
        bankName: '中国银行',
        branchBankName: '招商银行杭州西湖支行',
        accountNo: '6217000011112222',
        mobile: '13900000003',
        smsCode: '246810',
      },
    ]);
  });

  it('keeps everything typed through a refused save and through 1000 → login → back (not the code)', async () => {
    const { scope } = open(async () => {
      throw new ApiError('business', '/api/userCenter/saveWithdrawConf', {
        code: 5,
        message: '短信验证码不正确或已过期',
      });
    });
    await changeCard(scope);
    await allSettled(saveClicked, { scope });
    expect(scope.getState($saveError)).toBe('短信验证码不正确或已过期');
    expect(scope.getState($form).accountNo).toBe('6217 0000 1111 2222');

    // The session ran out: login reloads the app, a fresh scope opens the page again.
    const again = open(async () => onFile).scope;
    await allSettled(bankAccountOpened, { scope: again, params: { from: 'wallet-index' } });
    expect(again.getState($form)).toEqual({
      accountName: '林晓岚',
      bankName: '中国银行',
      branchBankName: '招商银行杭州西湖支行',
      accountNo: '6217 0000 1111 2222',
    });
    expect(again.getState(bankSms.$code)).toBe('');
  });

  it('says what is wrong with the form instead of sending it', async () => {
    const { scope, saves } = open(async () => onFile);
    await changeCard(scope);
    await allSettled(fieldChanged, { scope, params: { field: 'accountNo', value: '6217 00' } });
    await allSettled(saveClicked, { scope });
    expect(scope.getState($errors)).toEqual({ accountNo: '银行卡号应为 12–19 位数字' });
    expect(saves).toEqual([]);
  });
});
