import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { type Banner, getBannersFx, getChoiceListFx } from '@/entities/home-content';
import { staticPath } from '@/shared/config';
import { answering } from '../../../../tests/fork-handlers.test-utils';
import { firstBannerUrl, HomeGate } from './home';

const banner = (id: number, image: string): Banner => ({ id, image, title: `第${id}张`, link: '' });
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
    href: link.getAttribute('href'),
    as: link.getAttribute('as'),
    priority: link.getAttribute('fetchpriority'),
  }));

function openHome(list: Banner[]) {
  const scope = fork({
    handlers: [
      [getBannersFx, answering(async () => list)],
      [getChoiceListFx, answering(async () => [])],
    ],
  });
  return allSettled(HomeGate.open, { scope, params: {} });
}

// Before too: a screen test in the same worker may leave its own banner's preload behind.
const removePreloads = () => {
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
};
beforeEach(removePreloads);
afterEach(removePreloads);

describe('the first banner picture (the first screen’s LCP)', () => {
  it('is preloaded with high priority as soon as the banners answer, at the address the carousel asks for', async () => {
    const image = `${staticPath}/banner/a.jpg`;
    await openHome([banner(1, image), banner(2, `${staticPath}/banner/b.jpg`)]);
    expect(preloads()).toEqual([{ href: firstBannerUrl([banner(1, image)]), as: 'image', priority: 'high' }]);
  });

  it('is preloaded once per address, and not at all when there is no banner', async () => {
    const image = `${staticPath}/banner/c.jpg`;
    await openHome([banner(1, image)]);
    await openHome([banner(1, image)]);
    expect(preloads()).toHaveLength(1);
    for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
    await openHome([]);
    expect(preloads()).toEqual([]);
  });

  it('asks the image CDN for the carousel’s size (twice 375 CSS px) for pictures on the static host', () => {
    expect(firstBannerUrl([banner(1, `${staticPath}/banner/a.jpg`)])).toContain('w_750');
  });
});
