import { readFileSync } from 'node:fs';
import path from 'node:path';
import { http } from 'msw';
import { getDb } from './db/store';
import type { MockDb } from './db/types';
import { findCombo, findLesson, findUser } from './db/views';
import { lessonAudioWav } from './kit/lesson-audio';
import { placeholderSize, placeholderSvg } from './kit/placeholder';
import { solidPng } from './kit/png';
import { respond } from './kit/respond';

const CACHE = 'public, max-age=3600';

/** The text an image shows: the name of what it stands for (`lesson-12` → that lesson's title). */
function labelFor(db: MockDb, name: string): string {
  const match = /^([a-z]+)-(\d+)$/.exec(name);
  const id = Number(match?.[2] ?? 0);
  switch (match?.[1]) {
    case 'lesson':
      return findLesson(db, id)?.lessonName ?? name;
    case 'combo':
      return findCombo(db, id)?.cateName ?? name;
    case 'topic':
      return db.topics.find((topic) => topic.topicId === id)?.title ?? name;
    case 'paper':
      return db.papers.find((paper) => paper.paperId === id)?.title ?? name;
    case 'banner':
      return db.banners.find((banner) => banner.id === id)?.title ?? name;
    case 'invite':
      return db.invite.title;
    case 'user':
      return findUser(db, id)?.nickName || '微';
    case 'group':
      return db.groups.find((group) => group.groupId === id)?.groupName ?? name;
    default:
      return name;
  }
}

let video: Uint8Array<ArrayBuffer> | null | undefined;
/** src/app/mock/media/lesson-video.webm (see its README), read once; null when it cannot be read. */
function lessonVideo(): Uint8Array<ArrayBuffer> | null {
  if (video === undefined) {
    try {
      const file = readFileSync(path.resolve(process.cwd(), 'src/app/mock/media/lesson-video.webm'));
      video = new Uint8Array(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer);
    } catch {
      video = null;
    }
  }
  return video;
}

/**
 * Byte ranges, as a real static host answers them: without `206 Partial Content` a browser cannot seek in the file
 * (the player's ±15 s and resume would jump back to 0).
 */
function mediaResponse(body: Uint8Array<ArrayBuffer>, type: string, range: string | null): Response {
  const headers = { 'content-type': type, 'cache-control': CACHE, 'accept-ranges': 'bytes' };
  const match = range ? /^bytes=(\d*)-(\d*)$/.exec(range.trim()) : null;
  if (!match || (!match[1] && !match[2])) return respond(body, 200, headers);
  const size = body.length;
  const start = match[1] ? Number(match[1]) : Math.max(0, size - Number(match[2]));
  const end = match[1] && match[2] ? Math.min(size - 1, Number(match[2])) : size - 1;
  if (start >= size || start > end) return respond(null, 416, { 'content-range': `bytes */${size}` });
  return respond(body.slice(start, end + 1), 206, { ...headers, 'content-range': `bytes ${start}-${end}/${size}` });
}

/** Stand-in static host (PUBLIC_STATIC_PATH=/mock-cdn): generated images and silent audio. */
export const cdnHandlers = [
  // Campaign share images (manifests name `/activity/<id>/share.png` on the static host).
  http.get('*/mock-cdn/activity/:id/:file', ({ params }) => {
    if (!/\.(png|jpe?g)$/.test(String(params.file))) return respond(null, 404, {});
    return respond(new Uint8Array(solidPng(300, [216, 56, 47])), 200, {
      'content-type': 'image/png',
      'cache-control': CACHE,
    });
  }),
  http.get('*/mock-cdn/media/:file', ({ params, request }) => {
    const file = String(params.file);
    const range = request.headers.get('range');
    // lesson-<id>.webm (and -try.webm): the one committed video; missing on disk → 404 like any other name.
    if (/^lesson-\d+(-try)?\.webm$/.test(file)) {
      const video = lessonVideo();
      return video ? mediaResponse(video, 'video/webm', range) : respond(null, 404, {});
    }
    // lesson-<id>.wav (30 s) and lesson-<id>-try.wav (10 s); any other name is missing (the player's error state).
    const match = /^lesson-(\d+)(-try)?\.wav$/.exec(file);
    if (!match) return respond(null, 404, {});
    const wav = lessonAudioWav(match[2] ? 10 : 30, Number(match[1]));
    return mediaResponse(wav, 'audio/wav', range);
  }),
  http.get('*/mock-cdn/:kind/:file', ({ params }) => {
    const kind = String(params.kind);
    const file = String(params.file);
    if (!placeholderSize(kind) || !file.endsWith('.svg')) return respond(null, 404, {});
    const name = file.slice(0, -'.svg'.length);
    const svg = placeholderSvg(kind, name, labelFor(getDb(), name));
    return respond(svg, 200, { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': CACHE });
  }),
];
