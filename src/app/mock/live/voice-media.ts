import { http } from 'msw';
import { onReset } from '../db/store';
import { fail, ok, respond } from '../kit/respond';

/**
 * The stand-in for WeChat's media server in the simulation: the simulated bridge uploads a clip recorded with the
 * microphone (uploadVoice) and gets a serverId; a voice message sent with that id plays the clip. In WeChat the
 * backend downloads the media by serverId instead (docs/api.md "Live room socket").
 */
const MAX_CLIP_BYTES = 2_000_000;
const KEEP_CLIPS = 50;
const clips = new Map<string, { type: string; body: Uint8Array<ArrayBuffer> }>();
let counter = 0;
onReset(() => clips.clear());

const AUDIO_TYPE = /^audio\/(webm|ogg|mp4|mpeg|wav)(;.*)?$/;

/** The playable address of an uploaded clip; null for any other media id (the canned clip is used then). */
export function uploadedVoiceUrl(serverId: string): string | null {
  return clips.has(serverId) ? `/__mock/wxmedia/${serverId}` : null;
}

export const voiceMediaHandlers = [
  http.post('*/__mock/wxmedia/upload', async ({ request }) => {
    const type = request.headers.get('content-type') ?? '';
    const body = new Uint8Array(await request.arrayBuffer());
    if (!AUDIO_TYPE.test(type)) return fail(2, '只能上传音频');
    if (!body.byteLength || body.byteLength > MAX_CLIP_BYTES) return fail(2, '录音为空或过长');
    const serverId = `mock-media-${++counter}`;
    clips.set(serverId, { type, body });
    for (const old of clips.keys()) {
      if (clips.size <= KEEP_CLIPS) break;
      clips.delete(old);
    }
    return ok({ serverId });
  }),
  http.get('*/__mock/wxmedia/:id', ({ params }) => {
    const clip = clips.get(String(params.id));
    if (!clip) return respond(null, 404, {});
    return respond(clip.body, 200, { 'content-type': clip.type, 'cache-control': 'no-store' });
  }),
];
