import { MAX_SLIDES, type SlideLinkType, studioState } from '../db/studio-home';
import { slideTarget, studioColumns, studioLessons, studioSlides } from '../db/studio-views';
import { apiGet, apiPost, loggedIn } from '../kit/endpoint';
import { verifiedLecturerOnly } from '../kit/lecturer-guard';
import { intParam, readPaging, textParam, toPage } from '../kit/params';
import { fail, ok } from '../kit/respond';

/** Banner slides of the lecturer's own studio (docs/api.md "Designed for the studio home and slides"). */

const MAX_TITLE = 30;
/** A data: URL the app cropped, or an image on a host (the real backend stores uploads on the static host). */
const IMAGE = /^(data:image\/(png|jpeg|webp);base64,|\/|https?:\/\/)/;

export const slideHandlers = [
  apiGet(
    '/api/ls/slide/list',
    loggedIn(verifiedLecturerOnly(({ db, viewer }) => ok(studioSlides(db, viewer.studioId)))),
  ),
  apiPost(
    '/api/ls/slide/save',
    loggedIn(
      verifiedLecturerOnly(({ db, params, viewer }) => {
        const slideId = intParam(params, 'slideId');
        const image = textParam(params, 'image');
        const title = textParam(params, 'title').trim();
        const linkType = intParam(params, 'linkType');
        const linkId = intParam(params, 'linkId') ?? 0;
        if (!IMAGE.test(image)) return fail(2, '请上传轮播图图片');
        if (!title || title.length > MAX_TITLE) return fail(3, `请填写标题（不超过 ${MAX_TITLE} 字）`);
        if ((linkType !== 1 && linkType !== 2) || !slideTarget(db, viewer.studioId, linkType, linkId)) {
          return fail(4, '请选择轮播图打开的课程或专栏');
        }
        const state = studioState();
        const fields = { image, title, linkType: linkType as SlideLinkType, linkId };
        if (slideId) {
          const slide = state.slides.find((item) => item.slideId === slideId && item.studioId === viewer.studioId);
          if (!slide) return fail(5, '轮播图不存在');
          Object.assign(slide, fields);
          return ok({ slideId });
        }
        if (state.slides.filter((item) => item.studioId === viewer.studioId).length >= MAX_SLIDES) {
          return fail(6, `最多 ${MAX_SLIDES} 张轮播图`);
        }
        const created = { slideId: state.nextSlideId, studioId: viewer.studioId, ...fields };
        state.nextSlideId += 1;
        state.slides.push(created);
        return ok({ slideId: created.slideId });
      }),
    ),
  ),
  apiPost(
    '/api/ls/slide/delete',
    loggedIn(
      verifiedLecturerOnly(({ params, viewer }) => {
        const state = studioState();
        const slideId = intParam(params, 'slideId');
        const index = state.slides.findIndex((item) => item.slideId === slideId && item.studioId === viewer.studioId);
        if (index < 0) return fail(5, '轮播图不存在');
        state.slides.splice(index, 1);
        return ok(null);
      }),
    ),
  ),
  apiPost(
    '/api/ls/slide/sort',
    loggedIn(
      verifiedLecturerOnly(({ params, viewer }) => {
        const state = studioState();
        const order = params.getAll('slideIds[]').map(Number);
        const mine = state.slides.filter((item) => item.studioId === viewer.studioId);
        const same = order.length === mine.length && mine.every((item) => order.includes(item.slideId));
        if (!same) return fail(7, '轮播图已变化，请刷新后再排序');
        const others = state.slides.filter((item) => item.studioId !== viewer.studioId);
        const sorted = order.flatMap((slideId) => mine.find((item) => item.slideId === slideId) ?? []);
        state.slides = [...others, ...sorted];
        return ok(null);
      }),
    ),
  ),
  apiGet(
    '/api/ls/slide/targets',
    loggedIn(
      verifiedLecturerOnly(({ db, params, viewer }) => {
        const paging = readPaging(params);
        if (intParam(params, 'linkType') === 2) {
          return ok(
            toPage(studioColumns(db, viewer.studioId), paging, (combo) => ({
              id: combo.cateId,
              name: combo.cateName,
              cover: combo.cover,
              price: combo.price,
            })),
          );
        }
        return ok(
          toPage(studioLessons(db, viewer.studioId), paging, (lesson) => ({
            id: lesson.lessonId,
            name: lesson.lessonName,
            cover: lesson.lessonCoverUrl,
            price: lesson.price,
          })),
        );
      }),
    ),
  ),
];
