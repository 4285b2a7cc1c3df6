import { attach } from 'effector';
import { $wechatEnv, bridgeFor } from './bridge-store';
import type { RecordStarted } from './types';

/**
 * Voice through WeChat (live room). Simulated builds record with the microphone (MediaRecorder) when the browser
 * allows it, else send a canned clip and say so in `notice`; elsewhere they reject (当前环境不支持录音).
 */
export const startRecordFx = attach({
  source: $wechatEnv,
  effect: async (env): Promise<RecordStarted> => (await bridgeFor(env)).startRecord(),
});
/** Done with the recording's localId. */
export const stopRecordFx = attach({
  source: $wechatEnv,
  effect: async (env): Promise<string> => (await bridgeFor(env)).stopRecord(),
});
export const playVoiceFx = attach({
  source: $wechatEnv,
  effect: async (env, localId: string): Promise<void> => (await bridgeFor(env)).playVoice(localId),
});
export const stopVoiceFx = attach({
  source: $wechatEnv,
  effect: async (env, localId: string): Promise<void> => (await bridgeFor(env)).stopVoice(localId),
});
/** Done with the serverId (WeChat media id) to send to the backend. */
export const uploadVoiceFx = attach({
  source: $wechatEnv,
  effect: async (env, localId: string): Promise<string> => (await bridgeFor(env)).uploadVoice(localId),
});
/** Done with a localId that playVoiceFx can play. */
export const downloadVoiceFx = attach({
  source: $wechatEnv,
  effect: async (env, serverId: string): Promise<string> => (await bridgeFor(env)).downloadVoice(serverId),
});
