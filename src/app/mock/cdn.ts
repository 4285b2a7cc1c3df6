import { http } from 'msw';
import { getDb } from './db/store';
import type { MockDb } from './db/types';
import { findCombo, findLesson, findUser } from './db/views';
import { placeholderSize, placeholderSvg, silentWav } from './kit/placeholder';
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
  http.get('*/mock-cdn/media/:file', ({ params }) => {
    const file = String(params.file);
    if (!file.endsWith('.wav')) return respond(null, 404, {});
    const wav = silentWav(file.endsWith('-try.wav') ? 10 : 30);
    return respond(wav, 200, { 'content-type': 'audio/wav', 'cache-control': CACHE });
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
