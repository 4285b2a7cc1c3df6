import { describe, expect, it } from '@rstest/core';
import { imageSourceFor } from '../image-effects';
import { ANDROID_WECHAT_UA, createFakeWx, DESKTOP_UA } from './fake-wx.test-utils';
import { createReadyQueue } from './ready-queue';
import { createRealImages, toDataUrl } from './real-image';

function setup() {
  const fake = createFakeWx();
  const queue = createReadyQueue();
  queue.open();
  return { fake, images: createRealImages(fake.wx, queue) };
}

describe('pictures through the real JS-SDK', () => {
  it('chooseImage asks for compressed pictures from the album or the camera and answers the localIds', async () => {
    const { fake, images } = setup();
    fake.answers.chooseImage = (params) =>
      params.success?.({ errMsg: 'chooseImage:ok', localIds: ['wxLocalResource://1'] });
    await expect(images.chooseImage(1)).resolves.toEqual(['wxLocalResource://1']);
    expect(fake.calls[0]?.params).toMatchObject({
      count: 1,
      sizeType: ['compressed'],
      sourceType: ['album', 'camera'],
    });
  });

  it('closing the picker answers no picture, not an error (also when WeChat reports it through fail)', async () => {
    const { fake, images } = setup();
    fake.answers.chooseImage = (params) => params.cancel?.({ errMsg: 'chooseImage:cancel' });
    await expect(images.chooseImage(1)).resolves.toEqual([]);
    fake.answers.chooseImage = (params) => params.fail?.({ errMsg: 'chooseImage:cancel' });
    await expect(images.chooseImage(1)).resolves.toEqual([]);
    fake.answers.chooseImage = (params) => params.fail?.({ errMsg: 'chooseImage:fail permission denied' });
    await expect(images.chooseImage(1)).rejects.toThrow('选择图片失败，请重试');
  });

  it('uploads without WeChat’s own progress tips and answers the serverId; previews as data URLs', async () => {
    const { fake, images } = setup();
    fake.answers.uploadImage = (params) => params.success?.({ errMsg: 'uploadImage:ok', serverId: 'media-1' });
    await expect(images.uploadImage('wxLocalResource://1')).resolves.toBe('media-1');
    expect(fake.calls[0]?.params).toMatchObject({ localId: 'wxLocalResource://1', isShowProgressTips: 0 });
    fake.answers.getLocalImgData = (params) => params.success?.({ errMsg: 'getLocalImgData:ok', localData: 'AAAA' });
    await expect(images.getLocalImgData('wxLocalResource://1')).resolves.toBe('data:image/jpeg;base64,AAAA');
    expect(toDataUrl('data:image/jgp;base64,BBBB')).toBe('data:image/jpeg;base64,BBBB');
  });
});

describe('where a picture comes from', () => {
  it('WeChat’s picker inside WeChat (its bridge there, or the simulated one forced), else a file input', () => {
    expect(imageSourceFor({ userAgent: ANDROID_WECHAT_UA, weixinBridge: true, forceSimulation: false })).toBe('wechat');
    expect(imageSourceFor({ userAgent: ANDROID_WECHAT_UA, weixinBridge: false, forceSimulation: false })).toBe('file');
    expect(imageSourceFor({ userAgent: ANDROID_WECHAT_UA, weixinBridge: false, forceSimulation: true })).toBe('wechat');
    expect(imageSourceFor({ userAgent: DESKTOP_UA, weixinBridge: false, forceSimulation: false })).toBe('file');
  });
});
