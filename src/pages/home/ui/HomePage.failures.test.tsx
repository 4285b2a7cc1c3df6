import { describe, expect, it } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { mockServer } from '../../../../tests/msw-server';
import { LATER, region, renderHome } from './home.test-utils';

const serverError = () => new Response('oops', { status: 500 });
const businessError = () => Response.json({ code: 2, msg: '系统繁忙', data: null });
const emptyPage = () =>
  Response.json({ code: 1, msg: 'success', data: { list: [], pageNo: 1, pageSize: 4, total: 0 } });

const LOWER_PATHS = [
  '/api/newhome/choiceList',
  '/api/newhome/limitedTimeBargain',
  '/api/lesson/lessonGroup',
  '/api/newhome/newestLessonList',
  '/api/newhome/freeLessonList',
  '/api/newhome/priceLowerTwentyList',
];

describe('HomePage when calls fail or answer nothing', () => {
  it('shows 加载失败 and 重试 in the one block whose call failed, and the rest of the screen as usual', async () => {
    mockServer.use(http.get('*/api/newhome/limitedTimeBargain', serverError));
    renderHome();
    const deals = within(await region('限时特惠'));
    expect((await deals.findByRole('alert', undefined, LATER)).textContent).toContain('加载失败');
    expect(await within(await region('精选推荐')).findByRole('link', { name: /苏轼/ }, LATER)).toBeTruthy();
    expect(await within(await region('免费专区')).findAllByRole('link', { name: /人学过/ }, LATER)).toHaveLength(4);
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    mockServer.resetHandlers();
    await userEvent.click(deals.getByRole('button', { name: '重试' }));
    expect(await deals.findByRole('link', { name: /绘本共读/ }, LATER)).toBeTruthy();
    expect(deals.queryByRole('alert')).toBeNull();
  });

  it('shows a category that failed to load as failed in its panel, and 重试 loads it', async () => {
    mockServer.use(
      http.get('*/api/newhome/lessonListByGroupId', ({ request }) =>
        new URL(request.url).searchParams.get('groupId') === '2' ? serverError() : undefined,
      ),
    );
    renderHome();
    const panel = within(await screen.findByRole('tabpanel', undefined, LATER));
    expect(await panel.findByRole('link', { name: /职场新人的第一课/ }, LATER)).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: '历史人文' }));
    expect((await panel.findByRole('alert', undefined, LATER)).textContent).toContain('加载失败');
    expect(panel.queryByRole('link')).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: '职场成长' }));
    expect(panel.getAllByRole('link')).toHaveLength(4);
    expect(panel.queryByRole('alert')).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: '历史人文' }));
    mockServer.resetHandlers();
    const retry = await panel.findByRole('button', { name: '重试' }, LATER);
    await userEvent.click(retry);
    expect(await panel.findByRole('link', { name: /每天五分钟，读一首宋词/ }, LATER)).toBeTruthy();
  });

  it('asks for the same page again when 查看更多 failed', async () => {
    let failing = true;
    mockServer.use(
      http.get('*/api/newhome/lessonListByGroupId', ({ request }) =>
        failing && new URL(request.url).searchParams.get('pageNo') === '2' ? serverError() : undefined,
      ),
    );
    renderHome();
    const panel = within(await screen.findByRole('tabpanel', undefined, LATER));
    await userEvent.click(await panel.findByRole('button', { name: '查看更多' }, LATER));
    const retry = await panel.findByRole('button', { name: '重试' }, LATER);
    failing = false;
    await userEvent.click(retry);
    expect(await panel.findByRole('link', { name: /高效沟通的底层逻辑/ }, LATER)).toBeTruthy();
    expect(panel.getAllByRole('link')).toHaveLength(7);
  });

  it('treats an answer with an error code as a failure of that block', async () => {
    mockServer.use(http.get('*/api/newhome/choiceList', businessError));
    renderHome();
    const picks = within(await region('精选推荐'));
    expect((await picks.findByRole('alert', undefined, LATER)).textContent).toContain('加载失败');
    mockServer.resetHandlers();
    await userEvent.click(picks.getByRole('button', { name: '重试' }));
    expect(await picks.findByRole('link', { name: /职场进阶全家桶/ }, LATER)).toBeTruthy();
  });

  it('says 加载失败 once, with what failed (a server error), when every block under the channels failed, and 重试 brings them back', async () => {
    mockServer.use(...LOWER_PATHS.map((path) => http.get(`*${path}`, serverError)));
    renderHome();
    // Each block may flash its own error while the others are still waiting; then one message takes their place.
    const message = await screen.findByText('系统繁忙，请稍后再试', undefined, LATER);
    const alert = message.closest('[role="alert"]') as HTMLElement;
    expect(alert.textContent).toContain('加载失败');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: '精选推荐' })).toBeNull();
    expect(screen.getByRole('link', { name: '苏轼：一蓑烟雨任平生' })).toBeTruthy();

    mockServer.resetHandlers();
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await within(await region('限时特惠')).findByRole('link', { name: /绘本共读/ }, LATER)).toBeTruthy();
    expect(await screen.findAllByRole('tab', undefined, LATER)).toHaveLength(7);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leaves out a block whose list is empty', async () => {
    mockServer.use(http.get('*/api/newhome/newestLessonList', emptyPage));
    renderHome();
    expect(await within(await region('20元以下')).findAllByRole('link', { name: /人学过/ }, LATER)).toHaveLength(4);
    expect(await within(await region('免费专区')).findAllByRole('link', { name: /人学过/ }, LATER)).toHaveLength(4);
    expect(screen.queryByRole('heading', { name: '最新上架' })).toBeNull();
  });

  it('says the catalogue is empty when every block answered with nothing', async () => {
    mockServer.use(
      ...LOWER_PATHS.map((path) =>
        http.get(`*${path}`, () =>
          path.includes('newestLessonList') ||
          path.includes('limitedTimeBargain') ||
          path.includes('freeLessonList') ||
          path.includes('priceLowerTwentyList')
            ? emptyPage()
            : Response.json({ code: 1, msg: 'success', data: [] }),
        ),
      ),
    );
    renderHome();
    expect(await screen.findByText('暂时还没有课程', undefined, LATER)).toBeTruthy();
    expect(screen.queryByRole('region', { name: '精选推荐' })).toBeNull();
  });

  it('shows 重试 in place of the banners when they could not load', async () => {
    mockServer.use(http.get('*/api/config/banner.html', serverError));
    renderHome();
    const alert = await screen.findByRole('alert', undefined, LATER);
    expect(alert.textContent).toContain('加载失败');
    expect(screen.queryByRole('region', { name: '推荐' })).toBeNull();
    mockServer.resetHandlers();
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('link', { name: '苏轼：一蓑烟雨任平生' }, LATER)).toBeTruthy();
  });
});
