import { describe, expect, it } from '@rstest/core';
import { pagesIn, routesIn } from './pages-in';

const First = () => null;
const Second = () => null;

describe('pagesIn', () => {
  it("gives each page of a shared chunk its own loader, resolving to that page's component", async () => {
    let loads = 0;
    const page = pagesIn(async () => {
      loads += 1;
      return { First, Second, NOT_A_PAGE: 3 };
    });
    expect((await page('Second')()).default).toBe(Second);
    expect((await page('First')()).default).toBe(First);
    expect(loads).toBe(2);
  });
});

describe('routesIn', () => {
  it("writes a descriptor per line: the page's metadata over the preset, its loader, a guard when given", async () => {
    const guard = async () => async () => null;
    const route = routesIn(async () => ({ First, Second }), { auth: 'profile', middleList: true });
    const index = route('topic-list', '/topic/list', 'First', { title: '专题', middleList: false });
    const detail = route('topic-detail', '/topic/:id', 'Second', { title: '专题详情' }, { guard });
    expect(index.meta).toEqual({ auth: 'profile', middleList: false, title: '专题' });
    expect(detail).toMatchObject({ name: 'topic-detail', path: '/topic/:id', guard });
    expect((await detail.load()).default).toBe(Second);
  });
});
