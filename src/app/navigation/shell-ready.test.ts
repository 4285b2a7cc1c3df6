import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { appStarted } from '../model/app-started';
import '../model/app';
import { $loginBlocked, $navigationError, whenPicturePainted, whenShellCanShow } from './model';
import { open, start, viewName } from './model.test-utils';

/** Whether `promise` has settled by the time the pending tasks have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve));
  return done;
}

describe('whenShellCanShow', () => {
  it('waits while the shell has only its loading blocks, and resolves once the page is entered', async () => {
    const { scope } = start('mock.1.test');
    const ready = whenShellCanShow(scope, 60_000);
    expect(await settled(ready)).toBe(false);
    await allSettled(appStarted, { scope });
    await open(scope, '#/index/');
    expect(viewName(scope)).toBe('index');
    expect(await settled(ready)).toBe(true);
  });

  it('resolves for the login-loop screen and for the shell’s error, which replace the page', async () => {
    const blocked = fork({ values: [[$loginBlocked, true]] });
    expect(await settled(whenShellCanShow(blocked, 60_000))).toBe(true);
    const failing = fork();
    const error = whenShellCanShow(failing, 60_000);
    expect(await settled(error)).toBe(false);
    await allSettled($navigationError, { scope: failing, params: '页面加载失败' });
    expect(await settled(error)).toBe(true);
  });

  it('gives up waiting after its cap: the shell then shows what it has', async () => {
    const ready = whenShellCanShow(fork(), 20);
    expect(await settled(ready)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await settled(ready)).toBe(true);
  });
});

describe('whenPicturePainted', () => {
  /** A drawn screen with a picture that is, or is not yet, in. */
  function drawn(complete: boolean) {
    const root = document.createElement('div');
    const picture = document.createElement('img');
    Object.defineProperty(picture, 'complete', { value: complete });
    root.append(picture);
    return { root, picture };
  }
  const frames = () => new Promise((resolve) => setTimeout(resolve, 60));

  it('waits for a picture on its way until it has loaded, then a frame', async () => {
    const { root, picture } = drawn(false);
    const painted = whenPicturePainted(root, 60_000);
    await frames();
    expect(await settled(painted)).toBe(false);
    picture.dispatchEvent(new Event('load'));
    await frames();
    expect(await settled(painted)).toBe(true);
  });

  it('waits a frame only for a picture that is in, or none; gives up on a slow one after its cap', async () => {
    const loaded = whenPicturePainted(drawn(true).root, 60_000);
    const none = whenPicturePainted(document.createElement('div'), 60_000);
    const broken = drawn(false);
    const failed = whenPicturePainted(broken.root, 60_000);
    broken.picture.dispatchEvent(new Event('error'));
    const slow = whenPicturePainted(drawn(false).root, 20);
    await frames();
    expect(await Promise.all([loaded, none, failed, slow].map(settled))).toEqual([true, true, true, true]);
  });
});
