import { describe, expect, it } from '@rstest/core';
import { matchRoute } from '@/shared/routing';
import { isPageLoaded, loadPageTable } from './pages';
import { linkPathOf, prefetchPath } from './prefetch';

describe('prefetching page code', () => {
  it('finds the in-app path a finger lands on, inside a link or on it, and nothing elsewhere', () => {
    document.body.innerHTML =
      '<a href="#/lesson/play/7?from=home"><span id="inner">课</span></a><a id="out" href="https://example.com/">外</a><p id="plain">字</p>';
    expect(linkPathOf(document.getElementById('inner'))).toBe('/lesson/play/7');
    expect(linkPathOf(document.getElementById('out'))).toBeNull();
    expect(linkPathOf(document.getElementById('plain'))).toBeNull();
    expect(linkPathOf(null)).toBeNull();
    document.body.innerHTML = '';
  });

  it('loads a page’s code, and never throws for an unknown path or a campaign path', async () => {
    const study = matchRoute(await loadPageTable(), '/study/index');
    if (!study) throw new Error('no study route');
    await prefetchPath('/study/index');
    expect(isPageLoaded(study.route)).toBe(true);
    await expect(prefetchPath('/no/such/page')).resolves.toBeUndefined();
    await expect(prefetchPath('/activity/redpacket/index')).resolves.toBeUndefined();
  });
});
