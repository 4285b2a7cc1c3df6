import { describe, expect, it } from '@rstest/core';
import { render } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import HomePage from '@/pages/home/ui/HomePage';
import { TabBar } from '@/widgets/tab-bar';

/**
 * Home's first render, as the shell shows it on a landing (the page, then the tab bar), in the form index.html
 * carries it (./first-screen.ts): one element per line, without the page's `data-page` (which says the app has
 * drawn the page: the tests and benchmarks wait for it).
 */
function homeFirstRender(): string {
  const { container } = render(
    <Provider value={fork()}>
      <HomePage />
      <TabBar current="discover" />
    </Provider>,
  );
  return `${container.innerHTML.replace(' data-page="index"', '').replaceAll('><', '>\n<')}\n`;
}

describe('home’s first screen in index.html', () => {
  // When home's first render changes, this fails with the difference; `node scripts/unit.mjs -u first-screen-markup`
  // writes the new markup, which the next build puts in index.html (commit the file with the change).
  it('is home’s first render, element for element', async () => {
    await expect(homeFirstRender()).toMatchFileSnapshot('./home-first-screen.html');
  });
});
