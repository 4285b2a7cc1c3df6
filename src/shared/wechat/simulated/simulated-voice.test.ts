import { describe, expect, it } from '@rstest/core';
import { createSimulatedVoice, type MicrophoneEnv, microphoneVerdict, type RecorderLike } from './simulated-voice';

const domError = (name: string) => Object.assign(new Error(name), { name });

function fakeStream() {
  const track = {
    stopped: false,
    stop() {
      track.stopped = true;
    },
  };
  return { stream: { getTracks: () => [track] } as unknown as MediaStream, track };
}

function fakeRecorder(chunks: Blob[]): RecorderLike & { started: boolean } {
  return {
    mimeType: 'audio/webm;codecs=opus',
    started: false,
    start() {
      this.started = true;
    },
    stop: async () => chunks,
  };
}

describe('microphoneVerdict', () => {
  it('records with the microphone when it is there and allowed', () => {
    expect(microphoneVerdict(true)).toEqual({ use: 'microphone' });
  });

  it('falls back to the canned clip with a Chinese reason when refused, missing or silent', () => {
    expect(microphoneVerdict(false)).toEqual({ use: 'canned', notice: '当前浏览器不能录音，将发送示例语音' });
    expect(microphoneVerdict(true, domError('NotAllowedError'))).toEqual({
      use: 'canned',
      notice: '未获得麦克风权限，将发送示例语音',
    });
    expect(microphoneVerdict(true, domError('NotFoundError'))).toMatchObject({
      notice: '没有找到麦克风，将发送示例语音',
    });
    expect(microphoneVerdict(true, domError('TimeoutError'))).toMatchObject({
      notice: '麦克风没有响应，将发送示例语音',
    });
    expect(microphoneVerdict(true, 'weird')).toMatchObject({ use: 'canned', notice: '麦克风无法使用，将发送示例语音' });
  });
});

describe('simulated voice', () => {
  const noUpload: MicrophoneEnv['upload'] = () => Promise.reject(new Error('no upload expected'));

  it('without MediaRecorder: a notice, then the canned ids (nothing uploaded)', async () => {
    const voice = createSimulatedVoice({ upload: noUpload });
    await expect(voice.startRecord()).resolves.toEqual({ notice: '当前浏览器不能录音，将发送示例语音' });
    const localId = await voice.stopRecord();
    await expect(voice.uploadVoice(localId)).resolves.toMatch(/^sim-media-\d+$/);
  });

  it('microphone refused: the canned clip with the reason', async () => {
    const voice = createSimulatedVoice({
      getUserMedia: () => Promise.reject(domError('NotAllowedError')),
      createRecorder: () => fakeRecorder([]),
      upload: noUpload,
    });
    await expect(voice.startRecord()).resolves.toEqual({ notice: '未获得麦克风权限，将发送示例语音' });
    await expect(voice.uploadVoice(await voice.stopRecord())).resolves.toMatch(/^sim-media-\d+$/);
  });

  it('a permission prompt nobody answers ends in the canned clip, and a late stream is released', async () => {
    const { stream, track } = fakeStream();
    let grant: (stream: MediaStream) => void = () => {};
    const voice = createSimulatedVoice({
      getUserMedia: () => new Promise((resolve) => (grant = resolve)),
      createRecorder: () => fakeRecorder([]),
      upload: noUpload,
      permissionWaitMs: 20,
    });
    await expect(voice.startRecord()).resolves.toEqual({ notice: '麦克风没有响应，将发送示例语音' });
    grant(stream);
    await Promise.resolve();
    expect(track.stopped).toBe(true);
  });

  it('with the microphone: records, stops the tracks, uploads the clip and sends its serverId', async () => {
    const { stream, track } = fakeStream();
    const recorder = fakeRecorder([new Blob(['voice'], { type: 'audio/webm' })]);
    const uploaded: Blob[] = [];
    const voice = createSimulatedVoice({
      getUserMedia: async () => stream,
      createRecorder: () => recorder,
      upload: async (clip) => {
        uploaded.push(clip);
        return 'mock-media-7';
      },
    });
    await expect(voice.startRecord()).resolves.toEqual({});
    expect(recorder.started).toBe(true);
    const localId = await voice.stopRecord();
    expect(track.stopped).toBe(true);
    await expect(voice.uploadVoice(localId)).resolves.toBe('mock-media-7');
    expect(uploaded).toHaveLength(1);
    expect(uploaded[0]?.type).toBe('audio/webm;codecs=opus');
    expect(await uploaded[0]?.text()).toBe('voice');
  });
});
