import { beforeEach, describe, expect, it } from '@rstest/core';
import { allSettled, fork, scopeBind } from 'effector';
import { ApiError } from '@/shared/api';
import { DRAFT_PREFIX } from '@/shared/lib/draft';
import { $images, imagesPicked, previewImagesFx, revokePreviewsFx } from './images';
import {
  $content,
  $errors,
  $reason,
  $sendError,
  $sent,
  contentChanged,
  reasonChosen,
  reportOpened,
  submitReportFx,
  submitted,
} from './report-form';

const TEXT = '视频一直加载不出来，换了网络也不行';
type Send = (input: unknown) => Promise<void>;
/** A scope whose send is `send` and whose previews need no object URLs. */
const formScope = (send: Send = async () => {}) =>
  fork({
    handlers: [
      [submitReportFx, send],
      [previewImagesFx, (files: File[]) => files.map((file, index) => ({ id: index + 1, file, url: `blob:${index}` }))],
      [revokePreviewsFx, () => undefined],
    ],
  });

describe('complaint form', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the Chinese messages once 提交 is tapped and sends nothing while a field is wrong', async () => {
    const sent: unknown[] = [];
    const scope = formScope(async (input) => void sent.push(input));
    expect(scope.getState($errors)).toEqual({});
    await allSettled(submitted, { scope });
    expect(scope.getState($errors)).toEqual({ reason: '请选择投诉原因', content: '请填写投诉内容' });
    await allSettled(contentChanged, { scope, params: '太短了' });
    expect(scope.getState($errors).content).toBe('投诉内容至少 10 个字');
    expect(sent).toEqual([]);
  });

  it('sends once however often 提交 is tapped, then shows success and forgets the draft', async () => {
    let calls = 0;
    let finish: () => void = () => {};
    const scope = formScope(
      () =>
        new Promise<void>((resolve) => {
          calls += 1;
          finish = resolve;
        }),
    );
    await allSettled(reasonChosen, { scope, params: 2 });
    await allSettled(contentChanged, { scope, params: TEXT });
    expect(sessionStorage.getItem(`${DRAFT_PREFIX}help-report`)).toContain(TEXT);
    const tap = scopeBind(submitted, { scope });
    const settled = allSettled(submitted, { scope });
    tap();
    tap();
    finish();
    await settled;
    expect(calls).toBe(1);
    expect(scope.getState($sent)).toBe(true);
    expect(scope.getState($content)).toBe('');
    expect(sessionStorage.getItem(`${DRAFT_PREFIX}help-report`)).toBeNull();
    await allSettled(submitted, { scope });
    expect(calls).toBe(1);
  });

  it('keeps what was typed after a failed send, and brings it back after a session expiry (new page load)', async () => {
    const failing = formScope(async () => {
      throw new ApiError('business', '/api/help/report', { code: 1000, message: '请先登录' });
    });
    await allSettled(reasonChosen, { scope: failing, params: 3 });
    await allSettled(contentChanged, { scope: failing, params: TEXT });
    await allSettled(submitted, { scope: failing });
    expect(failing.getState($sent)).toBe(false);
    expect(failing.getState($sendError)).toBe('请先登录');
    expect(failing.getState($content)).toBe(TEXT);

    const reloaded = fork();
    await allSettled(reportOpened, { scope: reloaded });
    expect(reloaded.getState($reason)).toBe(3);
    expect(reloaded.getState($content)).toBe(TEXT);
  });

  it('adds picked images up to three and says why one was refused', async () => {
    const scope = formScope();
    const png = () => new File(['x'], 'a.png', { type: 'image/png' });
    await allSettled(imagesPicked, { scope, params: [png(), png(), png(), png()] });
    expect(scope.getState($images)).toHaveLength(3);
  });
});
