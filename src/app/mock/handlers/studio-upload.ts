import { http } from 'msw';
import { getDb } from '../db/store';
import { shelfOf } from '../db/studio-shelf';
import { apiPost, loggedIn } from '../kit/endpoint';
import { lecturerOnly } from '../kit/lecturer-guard';
import { textParam } from '../kit/params';
import { fail, ok, respond } from '../kit/respond';

type Stored = { type: string; bytes: Uint8Array<ArrayBuffer> };

const IMAGE_TYPE = /^image\/(jpeg|png|webp|gif)$/;
const MEDIA_TYPE = /^(audio|video)\/[\w.+-]+$/;
const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'audio/mpeg': 'mp3',
  'image/svg+xml': 'svg',
};
/** The mock keeps files in memory: a cap keeps a mistaken upload from filling it. */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/** Pictures arrive scaled down on the phone: 2 MB is plenty. */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** What each picture is for, and the shape the server cuts a WeChat pick to (width / height; 0 = kept whole). */
export const IMAGE_KINDS: Record<string, number> = {
  'id-front': 0,
  'id-back': 0,
  licence: 0,
  'studio-avatar': 0,
  cover: 16 / 9,
  slide: 750 / 300,
  courseware: 0,
};

function decodeDataUrl(value: string): Stored | null {
  const match = /^data:([\w/.+-]+);base64,([A-Za-z0-9+/=]+)$/.exec(value);
  if (!match?.[1] || !match[2]) return null;
  const binary = atob(match[2]);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let at = 0; at < binary.length; at += 1) bytes[at] = binary.charCodeAt(at);
  return { type: match[1], bytes };
}

/**
 * What the real server would fetch from WeChat for a serverId (and cut by kind): the mock draws a picture of that
 * shape instead, naming the media id.
 */
function wechatPicture(mediaId: string, ratio: number): Stored {
  const width = 750;
  const height = Math.round(width / (ratio || 4 / 3));
  const label = mediaId.replace(/[^\w-]/g, '');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="#3a7bd5"/><circle cx="50%" cy="50%" r="${Math.round(height / 4)}" fill="#ffd166"/>` +
    `<text x="24" y="${height - 24}" font-size="28" fill="#fff">微信图片 ${label}</text></svg>`;
  return { type: 'image/svg+xml', bytes: new Uint8Array(new TextEncoder().encode(svg)) as Uint8Array<ArrayBuffer> };
}

function store(uploads: Map<number, Stored>, file: Stored): string {
  const fileId = uploads.size + 1;
  uploads.set(fileId, file);
  const extension = EXTENSIONS[file.type] ?? file.type.split('/')[1]?.replace(/\W/g, '') ?? 'bin';
  return `/mock-cdn/upload/${fileId}.${extension}`;
}

/**
 * The app's one picture upload (ID photos, studio avatar, covers, slides, courseware pages) and the lecturers'
 * recordings: stored in the store (a reset forgets them), served from the mock static host.
 */
export const uploadHandlers = [
  apiPost(
    '/api/upload/image',
    loggedIn(({ db, params }) => {
      const kind = textParam(params, 'kind');
      if (!(kind in IMAGE_KINDS)) return fail(2, '图片用途不正确');
      const mediaId = textParam(params, 'mediaId');
      if (mediaId) return ok({ url: store(shelfOf(db).uploads, wechatPicture(mediaId, IMAGE_KINDS[kind] ?? 0)) });
      const image = decodeDataUrl(textParam(params, 'image'));
      if (!image || !IMAGE_TYPE.test(image.type)) return fail(2, '图片格式不支持，请选择 JPG 或 PNG');
      if (image.bytes.length > IMAGE_MAX_BYTES) return fail(3, '图片太大，请选择 2 MB 以内的图片');
      return ok({ url: store(shelfOf(db).uploads, image) });
    }),
  ),
  apiPost(
    '/api/ls/studio/upload',
    loggedIn(
      lecturerOnly(({ db, params }) => {
        const file = decodeDataUrl(params.get('file') ?? '');
        if (!file || !MEDIA_TYPE.test(file.type)) return fail(2, '文件格式不支持，请选择音频或视频');
        if (file.bytes.length > UPLOAD_MAX_BYTES) return fail(3, '文件太大（最大 20 MB）');
        return ok({ url: store(shelfOf(db).uploads, file), size: file.bytes.length });
      }),
    ),
  ),
  http.get('*/mock-cdn/upload/:file', ({ params }) => {
    const file = shelfOf(getDb()).uploads.get(Number.parseInt(String(params.file), 10));
    if (!file) return respond(null, 404, {});
    return respond(file.bytes, 200, { 'content-type': file.type, 'cache-control': 'public, max-age=3600' });
  }),
];
