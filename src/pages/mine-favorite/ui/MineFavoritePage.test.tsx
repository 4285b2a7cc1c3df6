import { describe, expect, it } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { $token } from '@/shared/api';
import MineFavoritePage from './MineFavoritePage';

describe('MineFavoritePage', () => {
  it('takes lessons off as they are uncollected and says so when none is left', async () => {
    render(
      <Provider value={fork({ values: [[$token, 'mock.2.test']] })}>
        <MineFavoritePage params={{}} query={{}} title="我的收藏" />
      </Provider>,
    );
    // User 2 collected lessons 8 and 20.
    const first = await screen.findByRole('button', { name: '取消收藏 绘本共读：亲子阅读实操课' });
    await userEvent.click(first);
    expect(screen.queryByText('绘本共读：亲子阅读实操课')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '取消收藏 职场英语：开口就能用的 100 句' }));
    expect(await screen.findByText('还没有收藏的课程')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去首页逛逛' }).getAttribute('href')).toBe('#/index/');
  });
});
