import { describe, expect, it, rs } from '@rstest/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { banners } from '../model/home';
import { AUTO_ADVANCE_MS, BannerCarousel } from './BannerCarousel';

/** The carousel with the mock backend's four banners already loaded. */
async function renderCarousel() {
  const scope = fork();
  await allSettled(banners.requested, { scope });
  render(
    <Provider value={scope}>
      <BannerCarousel />
    </Provider>,
  );
}

describe('the banner carousel', () => {
  /** happy-dom lays nothing out: give the track a phone's width and record where it is asked to scroll. */
  function layOut() {
    rs.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(343);
    const scrolls: unknown[] = [];
    rs.spyOn(HTMLElement.prototype, 'scrollTo').mockImplementation((options) => {
      scrolls.push(options);
    });
    return scrolls;
  }

  function prefersReducedMotion(reduce: boolean) {
    return rs.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: reduce && query.includes('prefers-reduced-motion: reduce'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
  }

  /** The carousel's own clock: the interval of AUTO_ADVANCE_MS, if it started one (it runs for real, untouched). */
  function autoAdvanceTicks(intervals: ReturnType<typeof rs.spyOn<Window, 'setInterval'>>) {
    return intervals.mock.calls.filter(([, delay]) => delay === AUTO_ADVANCE_MS).map(([tick]) => tick as () => void);
  }

  it('moves to the next slide every few seconds, and to the one whose dot is tapped', async () => {
    const scrolls = layOut();
    prefersReducedMotion(false);
    const intervals = rs.spyOn(window, 'setInterval');
    await renderCarousel();
    const dot = screen.getByRole('button', { name: '第3张' });
    await waitFor(() => expect(autoAdvanceTicks(intervals)).toHaveLength(1));
    autoAdvanceTicks(intervals)[0]?.();
    expect(scrolls).toEqual([{ left: 343, behavior: 'smooth' }]);
    await userEvent.click(dot);
    expect(scrolls.at(-1)).toEqual({ left: 686, behavior: 'smooth' });
  });

  it('stays put when the system asks for reduced motion', async () => {
    const scrolls = layOut();
    const media = prefersReducedMotion(true);
    const intervals = rs.spyOn(window, 'setInterval');
    await renderCarousel();
    expect(screen.getByRole('button', { name: '第3张' })).toBeTruthy();
    await waitFor(() => expect(media).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)'));
    expect(autoAdvanceTicks(intervals)).toEqual([]);
    expect(scrolls).toEqual([]);
  });
});
