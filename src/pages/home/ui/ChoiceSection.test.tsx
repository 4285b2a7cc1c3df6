import { describe, expect, it } from '@rstest/core';
import { within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { mockServer } from '../../../../tests/msw-server';
import { LATER, region, renderHome } from './home.test-utils';

const pick = (goodsType: number, goodsId: number, title: string, isBought?: number) => ({
  goodsType,
  goodsId,
  title,
  price: 1990,
  markType: 2,
  ...(isBought === undefined ? {} : { isBought }),
});

describe('精选推荐', () => {
  it('says 已购 / 已加入专栏 for what the viewer owns instead of offering it for sale, and a price otherwise', async () => {
    mockServer.use(
      http.get('*/api/newhome/choiceList', () =>
        HttpResponse.json({
          code: 1,
          msg: '',
          data: [
            pick(1, 11, '已买的单课', 1),
            pick(2, 1, '已加入的专栏', 1),
            pick(3, 6, '已买的系列课', 1),
            // A backend that does not say (the spec does not promise isBought): the price, as before.
            pick(1, 12, '没说的单课'),
          ],
        }),
      ),
    );
    renderHome();
    const picks = within(await region('精选推荐'));
    const card = (name: string) => picks.findByRole('link', { name: new RegExp(name) }, LATER);
    expect((await card('已买的单课')).textContent).toContain('已购');
    expect((await card('已买的单课')).textContent).not.toContain('¥19.90');
    expect((await card('已加入的专栏')).textContent).toContain('已加入专栏');
    expect((await card('已买的系列课')).textContent).toContain('已购');
    expect((await card('没说的单课')).textContent).toContain('¥19.90');
  });
});
