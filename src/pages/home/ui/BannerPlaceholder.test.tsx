import { describe, expect, it } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import type { Banner } from '@/entities/home-content';
import { staticPath } from '@/shared/config';
import { banners, firstBannerUrl } from '../model/home';
import { BannerPlaceholder } from './Placeholders';

const banner = (id: number, image: string): Banner => ({ id, image, title: `第${id}张`, link: '#/lesson/play/1' });

function renderPlaceholder(status: 'loading' | 'ready', items: Banner[]) {
  const scope = fork({
    values: [
      [banners.$status, status],
      [banners.$items, items],
    ],
  });
  return render(
    <Provider value={scope}>
      <BannerPlaceholder />
    </Provider>,
  );
}

describe('the first banner picture (the first screen’s LCP)', () => {
  it('shows in the banner’s box as soon as the banners answer, before the carousel’s code, at the carousel’s address', () => {
    const image = `${staticPath}/banner/a.jpg`;
    const { container } = renderPlaceholder('ready', [banner(1, image), banner(2, `${staticPath}/banner/b.jpg`)]);
    const still = screen.getByRole('img', { name: '第1张' });
    expect(still.getAttribute('src')).toBe(firstBannerUrl([banner(1, image)]));
    expect(still.getAttribute('fetchpriority')).toBe('high');
    expect(still.getAttribute('loading')).toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });

  it('is a grey box of the same size while the banners load, or when there is none', () => {
    const loading = renderPlaceholder('loading', []);
    expect(loading.container.querySelector('.home-skeleton--banner')).not.toBeNull();
    expect(loading.container.querySelector('img')).toBeNull();
    loading.unmount();
    const none = renderPlaceholder('ready', []);
    expect(none.container.querySelector('.home-skeleton--banner')).not.toBeNull();
  });

  it('asks the image CDN for the carousel’s size (twice 375 CSS px) for pictures on the static host', () => {
    expect(firstBannerUrl([banner(1, `${staticPath}/banner/a.jpg`)])).toContain('w_750');
  });
});
