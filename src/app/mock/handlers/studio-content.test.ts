import { beforeEach, describe, expect, it } from '@rstest/core';
import { apiGet, apiPost, LEARNER, LECTURER, ORIGIN, type Page, PENDING_LECTURER } from '../api-client.test-utils';
import { resetMockDb } from '../backend';

type Row = { lessonId: number; lessonName: string; lessonState: number; cateId: number };
type Found = { lessonId?: number; cateId?: number; goodsType: number };
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const draft = (fields: Record<string, string | number> = {}) =>
  apiPost<{ lessonId: number }>(
    '/api/ls/lesson/save',
    { lessonName: '数据可视化入门', groupId: 1, price: 990, lessonState: 1, canDistribut: 2, isDispense: 1, ...fields },
    LECTURER,
  );
const search = async (keywords: string) =>
  (await apiPost<Page<Found>>('/api/ls/keywords/findByKeywords', { keywords }, LEARNER)).data.list;
const mine = async (fields: Record<string, number> = {}) =>
  (await apiGet<Page<Row>>('/api/ls/studio/lessonList', { pageSize: 50, ...fields }, LECTURER)).data.list;

describe('studio lessons: drafts, publishing, one create per request id', () => {
  beforeEach(() => resetMockDb());

  it('keeps a draft out of learners’ sight until it is published with its recording', async () => {
    const { data } = await draft();
    expect((await mine())[0]).toMatchObject({ lessonId: data.lessonId, lessonState: 1 });
    expect((await search('数据可视化')).some((item) => item.lessonId === data.lessonId)).toBe(false);
    const refused = await apiPost('/api/ls/studio/lessonState', { lessonId: data.lessonId, lessonState: 2 }, LECTURER);
    expect(refused.code).toBe(7);

    await apiPost('/api/ls/lesson/save', { lessonId: data.lessonId, lessonUrl: '/mock-cdn/upload/1.wav' }, LECTURER);
    const published = await apiPost(
      '/api/ls/studio/lessonState',
      { lessonId: data.lessonId, lessonState: 2 },
      LECTURER,
    );
    expect(published).toMatchObject({ code: 1, data: { lessonState: 2 } });
    expect((await search('数据可视化')).some((item) => item.lessonId === data.lessonId)).toBe(true);
    const detail = await apiGet<{ lessonState: number; lessonUrl: string; isDispense: number }>(
      '/api/ls/studio/lessonDetail',
      { lessonId: data.lessonId },
      LECTURER,
    );
    expect(detail.data).toMatchObject({ lessonState: 2, lessonUrl: '/mock-cdn/upload/1.wav', isDispense: 1 });

    // Taken off sale (已下架), not back to a draft: gone from search again.
    await apiPost('/api/ls/studio/lessonState', { lessonId: data.lessonId, lessonState: 3 }, LECTURER);
    expect((await search('数据可视化')).some((item) => item.lessonId === data.lessonId)).toBe(false);
    expect((await mine()).find((lesson) => lesson.lessonId === data.lessonId)?.lessonState).toBe(3);
  });

  it('answers a repeated create (same request id) with the first lesson, once', async () => {
    const first = await draft({ requestId: 'abc123' });
    const again = await draft({ requestId: 'abc123' });
    expect(again.data.lessonId).toBe(first.data.lessonId);
    expect((await mine()).filter((row) => row.lessonName === '数据可视化入门')).toHaveLength(1);
    expect((await draft({ requestId: 'other' })).data.lessonId).not.toBe(first.data.lessonId);
  });

  it('edits only the lecturer’s own lessons and refuses others', async () => {
    expect((await apiGet('/api/ls/studio/lessonDetail', { lessonId: 9 }, LECTURER)).code).toBe(5);
    expect((await apiGet('/api/ls/studio/lessonDetail', { lessonId: 1 }, PENDING_LECTURER)).code).toBe(11);
    expect((await apiPost('/api/ls/studio/lessonState', { lessonId: 9, lessonState: 1 }, LECTURER)).code).toBe(5);
  });

  it('stores courseware in order and clears it with an empty list', async () => {
    const saved = await apiPost<{ coursewarList: string[] }>(
      '/api/ls/studio/saveCourseware',
      { lessonId: 1, coursewarType: 2, 'coursewarList[]': '/mock-cdn/upload/3.jpg' },
      LECTURER,
    );
    expect(saved.data.coursewarList).toEqual(['/mock-cdn/upload/3.jpg']);
    const cleared = await apiPost<{ coursewarList: string[] }>(
      '/api/ls/studio/saveCourseware',
      { lessonId: 1 },
      LECTURER,
    );
    expect(cleared.data.coursewarList).toEqual([]);
  });
});

describe('studio columns and uploads', () => {
  beforeEach(() => resetMockDb());

  it('creates a column once per request id with the Category defaults, lists and updates it', async () => {
    const body = { cateName: '数据思维训练营', groupId: 1, price: 19900, requestId: 'col-1' };
    const created = await apiPost<{ cateId: number }>('/api/ls/studio/channelSave', body, LECTURER);
    expect((await apiPost<{ cateId: number }>('/api/ls/studio/channelSave', body, LECTURER)).data).toEqual(
      created.data,
    );
    const detail = await apiGet('/api/ls/studio/channelDetail', { cateId: created.data.cateId }, LECTURER);
    expect(detail.data).toMatchObject({
      cateName: '数据思维训练营',
      price: 19900,
      canDistribut: 2,
      isDispense: 1,
      isExclusive: 0,
    });
    const list = await apiGet<Page<{ cateId: number }>>('/api/ls/studio/channelList', {}, LECTURER);
    expect(list.data.list.filter((row) => row.cateId === created.data.cateId)).toHaveLength(1);
    await apiPost('/api/ls/studio/channelSave', { cateId: created.data.cateId, content: '<p>介绍</p>' }, LECTURER);
    expect(
      (await apiGet<{ content: string }>('/api/ls/studio/channelDetail', { cateId: created.data.cateId }, LECTURER))
        .data.content,
    ).toBe('<p>介绍</p>');
    expect((await apiPost('/api/ls/studio/channelSave', { cateName: '' }, LECTURER)).code).toBe(2);
    expect((await apiGet('/api/ls/studio/channelDetail', { cateId: 2 }, LECTURER)).code).toBe(6);
  });

  it('has one picture upload: a data URL or a WeChat serverId, stored per store and served; refuses what is not an image', async () => {
    const uploaded = await apiPost<{ url: string }>('/api/upload/image', { kind: 'cover', image: PNG }, LECTURER);
    expect(uploaded.data.url).toMatch(/^\/mock-cdn\/upload\/\d+\.png$/);
    const served = await fetch(`${ORIGIN}${uploaded.data.url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(60);
    // Inside WeChat the phone sends wx.uploadImage's serverId; the server fetches it and cuts it by kind.
    const fromWechat = await apiPost<{ url: string }>(
      '/api/upload/image',
      { kind: 'slide', mediaId: 'sim-media-3' },
      LECTURER,
    );
    const picture = await (await fetch(`${ORIGIN}${fromWechat.data.url}`)).text();
    expect(picture).toContain('width="750" height="300"');
    expect(
      (await apiPost('/api/upload/image', { kind: 'cover', image: 'data:text/html;base64,PGI+' }, LECTURER)).code,
    ).toBe(2);
    expect((await apiPost('/api/upload/image', { kind: 'poster', image: PNG }, LECTURER)).code).toBe(2);
    // Recordings keep their own call, which takes media only.
    expect((await apiPost('/api/ls/studio/upload', { file: PNG }, LECTURER)).code).toBe(2);
    // A reset forgets the pictures.
    resetMockDb();
    expect((await fetch(`${ORIGIN}${uploaded.data.url}`)).status).toBe(404);
  });
});
