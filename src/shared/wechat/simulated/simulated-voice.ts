import type { RecordStarted, VoiceApi } from '../types';

/** The part of MediaRecorder the simulation uses (tests give a fake). */
export type RecorderLike = {
  readonly mimeType: string;
  start(): void;
  /** Resolves with what was recorded. */
  stop(): Promise<Blob[]>;
};

/** What the simulation needs from the browser; missing pieces mean "no microphone here". */
export type MicrophoneEnv = {
  getUserMedia?: ((constraints: { audio: true }) => Promise<MediaStream>) | undefined;
  createRecorder?: ((stream: MediaStream) => RecorderLike) | undefined;
  /** Sends a recorded clip to the mock's stand-in for WeChat's media server; resolves with its serverId. */
  upload: (clip: Blob) => Promise<string>;
  /** How long the permission prompt may take before the canned clip is used instead. */
  permissionWaitMs?: number;
};

export type MicrophoneVerdict = { use: 'microphone' } | { use: 'canned'; notice: string };

/** Whether to record with the microphone or send the canned clip, and what to tell the lecturer when not. */
const NO_RECORDER = '当前浏览器不能录音，将发送示例语音';

export function microphoneVerdict(available: boolean, error?: unknown): MicrophoneVerdict {
  if (!available) return { use: 'canned', notice: NO_RECORDER };
  if (error === undefined) return { use: 'microphone' };
  const name =
    error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error)
      ? String((error as { name: unknown }).name)
      : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return { use: 'canned', notice: '未获得麦克风权限，将发送示例语音' };
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError')
    return { use: 'canned', notice: '没有找到麦克风，将发送示例语音' };
  if (name === 'TimeoutError') return { use: 'canned', notice: '麦克风没有响应，将发送示例语音' };
  return { use: 'canned', notice: '麦克风无法使用，将发送示例语音' };
}

function timeoutError(): Error {
  const error = new Error('permission prompt unanswered');
  error.name = 'TimeoutError';
  return error;
}

/** Asks for the microphone, giving up after `ms` (a prompt nobody answers); a late stream is released. */
function askMicrophone(getUserMedia: NonNullable<MicrophoneEnv['getUserMedia']>, ms: number): Promise<MediaStream> {
  return new Promise((resolve, reject) => {
    let late = false;
    const timer = setTimeout(() => {
      late = true;
      reject(timeoutError());
    }, ms);
    getUserMedia({ audio: true }).then(
      (stream) => {
        clearTimeout(timer);
        if (late) for (const track of stream.getTracks()) track.stop();
        else resolve(stream);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

type Recording = { recorder: RecorderLike; stream: MediaStream };

/**
 * Voice outside WeChat: records with the microphone when the browser has MediaRecorder and the lecturer allows it
 * (a short webm/ogg clip, uploaded to the mock backend, which makes it the message's playable URL); otherwise the
 * canned clip (the mock's lesson audio) with a notice that says why. Each call still ends within the bridge's
 * timeout (withTimeouts); the permission prompt has a shorter wait of its own.
 */
export function createSimulatedVoice(env: MicrophoneEnv): VoiceApi {
  let counter = 0;
  const fakeId = (prefix: string) => `${prefix}-${++counter}`;
  const clips = new Map<string, Blob>();
  let recording: Recording | null = null;

  const release = (current: Recording) => {
    for (const track of current.stream.getTracks()) track.stop();
  };

  return {
    startRecord: async (): Promise<RecordStarted> => {
      if (recording) {
        release(recording);
        recording = null;
      }
      const { getUserMedia, createRecorder } = env;
      if (!getUserMedia || !createRecorder) return { notice: NO_RECORDER };
      let stream: MediaStream;
      try {
        stream = await askMicrophone(getUserMedia, env.permissionWaitMs ?? 6000);
      } catch (error) {
        const verdict = microphoneVerdict(true, error);
        return verdict.use === 'canned' ? { notice: verdict.notice } : {};
      }
      const current: Recording = { recorder: createRecorder(stream), stream };
      current.recorder.start();
      recording = current;
      return {};
    },
    stopRecord: async () => {
      const current = recording;
      recording = null;
      const localId = fakeId('sim-voice');
      if (!current) return localId;
      try {
        const chunks = await current.recorder.stop();
        const type = current.recorder.mimeType || 'audio/webm';
        if (chunks.length) clips.set(localId, new Blob(chunks, { type }));
      } finally {
        release(current);
      }
      return localId;
    },
    playVoice: async () => {},
    stopVoice: async () => {},
    uploadVoice: async (localId) => {
      const clip = clips.get(localId);
      if (!clip) return fakeId('sim-media');
      clips.delete(localId);
      return env.upload(clip);
    },
    downloadVoice: async () => fakeId('sim-voice'),
  };
}

/** The browser's microphone and MediaRecorder, when this page has them. */
export function browserMicrophone(upload: MicrophoneEnv['upload']): MicrophoneEnv {
  const media = globalThis.navigator?.mediaDevices;
  const Recorder = globalThis.MediaRecorder;
  return {
    getUserMedia: media?.getUserMedia ? (constraints) => media.getUserMedia(constraints) : undefined,
    createRecorder: typeof Recorder === 'function' ? (stream) => mediaRecorder(new Recorder(stream)) : undefined,
    upload,
  };
}

function mediaRecorder(recorder: MediaRecorder): RecorderLike {
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  return {
    get mimeType() {
      return recorder.mimeType;
    },
    start: () => recorder.start(),
    stop: () =>
      new Promise((resolve) => {
        recorder.onstop = () => resolve(chunks);
        recorder.stop();
      }),
  };
}
