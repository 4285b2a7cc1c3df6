import { http } from 'msw';
import { getDb } from '../db/store';
import { shelfOf } from '../db/studio-shelf';
import { apiPost, loggedIn } from '../kit/endpoint';
import { lecturerOnly } from '../kit/lecturer-guard';
import { textParam } from '../kit/params';
import { fail, ok, respond } from '../kit/respond';

const KINDS: Record<string, RegExp> = { image: /^image\/(jpeg|png|webp|gif)$/, media: /^(audio|video)\/[\w.+-]+$/ };
const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'audio/mpeg': 'mp3' };
/** The mock keeps files in memory: a cap keeps a mistaken upload from filling it. */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

function decodeDataUrl(value: string): { type: string; bytes: Uint8Array<ArrayBuffer> } | null {
  const match = /^data:([\w/.+-]+);base64,([A-Za-z0-9+/=]+)$/.exec(value);
  if (!match?.[1] || !match[2]) return null;
  const binary = atob(match[2]);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let at = 0; at < binary.length; at += 1) bytes[at] = binary.charCodeAt(at);
  return { type: match[1], bytes };
}

/** Lecturers' uploads (covers, courseware pages, recordings): stored, then served from the mock static host. */
export const uploadHandlers = [
  apiPost(
    '/api/ls/studio/upload',
    loggedIn(
      lecturerOnly(({ db, params }) => {
        const kind = textParam(params, 'kind');
        const file = decodeDataUrl(params.get('file') ?? '');
        if (!file || !KINDS[kind]?.test(file.type)) return fail(2, '文件格式不支持');
        if (file.bytes.length > UPLOAD_MAX_BYTES) return fail(3, '文件太大（最大 20 MB）');
        const uploads = shelfOf(db).uploads;
        const fileId = uploads.size + 1;
        uploads.set(fileId, file);
        const extension = EXTENSIONS[file.type] ?? file.type.split('/')[1]?.replace(/\W/g, '') ?? 'bin';
        return ok({ url: `/mock-cdn/upload/${fileId}.${extension}`, size: file.bytes.length });
      }),
    ),
  ),
  http.get('*/mock-cdn/upload/:file', ({ params }) => {
    const file = shelfOf(getDb()).uploads.get(Number.parseInt(String(params.file), 10));
    if (!file) return respond(null, 404, {});
    return respond(file.bytes, 200, { 'content-type': file.type, 'cache-control': 'public, max-age=3600' });
  }),
];
