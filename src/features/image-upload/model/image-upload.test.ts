import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { chooseImageFx, localImagePreviewFx } from '@/shared/wechat';
import { createImageBatchUpload } from './image-batch';
import { createImageUpload } from './image-upload';

/** A handler put in place of a sourced effect (attach with `source`) is called with the source first. */
const lastArgument = (args: unknown[]) => String(args.at(-1));

import { sendPictureFx as uploadImageFx, uploadPickedFx, sendToWechatFx as wxUploadImageFx } from './upload-picked';

const cover = createImageUpload({ kind: 'cover' });
const pages = createImageBatchUpload({ kind: 'courseware' });

describe('a picture field inside WeChat', () => {
  it('picks with chooseImage, previews the localId, sends its serverId as mediaId, and keeps the answered address', async () => {
    const sent: unknown[] = [];
    const scope = fork({
      handlers: [
        [chooseImageFx, async () => ['wx-local-1']],
        [localImagePreviewFx, async (...args: unknown[]) => `preview:${lastArgument(args)}`],
        [wxUploadImageFx, async (localId: string) => `server-${localId}`],
        [
          uploadImageFx,
          async (body: unknown) => {
            sent.push(body);
            return { url: '/mock-cdn/upload/7.svg' };
          },
        ],
      ],
    });
    await allSettled(cover.wechatPickRequested, { scope });
    expect(sent).toEqual([{ mediaId: 'server-wx-local-1', kind: 'cover' }]);
    expect(scope.getState(cover.$preview)).toBe('/mock-cdn/upload/7.svg');
    expect(scope.getState(cover.$url)).toBe('/mock-cdn/upload/7.svg');
    expect(scope.getState(cover.$error)).toBeNull();
  });

  it('closing the picker is no error and changes nothing', async () => {
    const scope = fork({
      values: [[cover.$url, '/old.jpg']],
      handlers: [[chooseImageFx, async () => []]],
    });
    await allSettled(cover.wechatPickRequested, { scope });
    expect(scope.getState(cover.$url)).toBe('/old.jpg');
    expect(scope.getState(cover.$error)).toBeNull();
    expect(scope.getState(cover.$uploading)).toBe(false);
  });

  it('a WeChat upload that times out says so with 重试, which sends the same picture again', async () => {
    let attempts = 0;
    const scope = fork({
      handlers: [
        [chooseImageFx, async () => ['wx-local-2']],
        [localImagePreviewFx, async (...args: unknown[]) => lastArgument(args)],
        [
          wxUploadImageFx,
          async (localId: string) => {
            attempts += 1;
            if (attempts === 1) throw new Error('微信没有响应，请重试');
            return `server-${localId}`;
          },
        ],
        [uploadImageFx, async () => ({ url: '/mock-cdn/upload/8.svg' })],
      ],
    });
    await allSettled(cover.wechatPickRequested, { scope });
    expect(scope.getState(cover.$error)).toBe('上传失败：微信没有响应，请重试');
    expect(scope.getState(cover.$canRetry)).toBe(true);
    await allSettled(cover.retried, { scope });
    expect(attempts).toBe(2);
    expect(scope.getState(cover.$url)).toBe('/mock-cdn/upload/8.svg');
    expect(scope.getState(cover.$error)).toBeNull();
  });

  it('a file outside WeChat that is not a picture is refused before any request', async () => {
    let requests = 0;
    const scope = fork({
      handlers: [
        [
          uploadImageFx,
          async () => {
            requests += 1;
            return { url: '/x' };
          },
        ],
      ],
    });
    await allSettled(uploadPickedFx, {
      scope,
      params: { picked: { file: new File(['x'], 'a.txt', { type: 'text/plain' }) }, kind: 'cover' },
    });
    expect(requests).toBe(0);
  });
});

describe('courseware pages picked in WeChat', () => {
  it('uploads the picked pages one after another, in the order picked', async () => {
    const order: string[] = [];
    const scope = fork({
      handlers: [
        [chooseImageFx, async () => ['a', 'b', 'c']],
        [wxUploadImageFx, async (localId: string) => localId],
        [
          uploadImageFx,
          async (body: { mediaId?: string }) => {
            order.push(body.mediaId ?? '');
            return { url: `/p/${body.mediaId}` };
          },
        ],
      ],
    });
    await allSettled(pages.wechatPickRequested, { scope });
    expect(order).toEqual(['a', 'b', 'c']);
    expect(scope.getState(pages.$remaining)).toBe(0);
  });
});
