import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { render } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { banners } from '@/pages/home/model/home';
import { BannerPlaceholder } from '@/pages/home/ui/Placeholders';
import { firstBannerPicture } from './early-calls';
import { drawFirstScreen, FIRST_SCREEN_MARK, FIRST_SCREEN_TEMPLATE_ID } from './first-screen';
import { firstScreenTemplate } from './inline-script';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** A document as the browser has it while parsing index.html: the template, an empty root, still loading. */
function parsingDocument() {
  const doc = document.implementation.createHTMLDocument('微课堂');
  const template = firstScreenTemplate(ROOT, '微课堂');
  doc.body.innerHTML = `<div id="root"></div><template id="${template.attrs.id}">${template.children}</template>`;
  let state: DocumentReadyState = 'loading';
  Object.defineProperty(doc, 'readyState', { get: () => state });
  const parsed = () => {
    state = 'interactive';
    doc.dispatchEvent(new Event('readystatechange'));
  };
  return { doc, root: doc.getElementById('root') as HTMLElement, parsed };
}

const PICTURE = { url: '/mock-cdn/banner/banner-1.svg', title: '苏轼：一蓑烟雨任平生' };

describe('drawFirstScreen', () => {
  it('draws home’s first screen into the root once the document is parsed, not before', () => {
    const { doc, root, parsed } = parsingDocument();
    performance.clearMarks(FIRST_SCREEN_MARK);
    drawFirstScreen(doc);
    expect(root.childElementCount).toBe(0);
    parsed();
    expect(performance.getEntriesByName(FIRST_SCREEN_MARK)).toHaveLength(1);
    expect([...root.children].map((child) => child.className)).toEqual(['home', 'wk-tab-bar-spacer', 'wk-tab-bar']);
    expect(root.querySelector('.home-skeleton--banner')).not.toBeNull();
    // Not the app's page: the tests and benchmarks wait for `data-page` as the sign that the app has drawn it.
    expect(root.querySelector('[data-page]')).toBeNull();
  });

  it('puts the first banner’s picture in it, whether the banners answer before the parse ends or after', () => {
    const early = parsingDocument();
    drawFirstScreen(early.doc).showBanner(PICTURE);
    early.parsed();
    const late = parsingDocument();
    const screen = drawFirstScreen(late.doc);
    late.parsed();
    screen.showBanner(PICTURE);
    for (const { root } of [early, late]) {
      const still = root.querySelector<HTMLImageElement>('.home-banner img');
      expect(still?.getAttribute('src')).toBe(PICTURE.url);
      expect(still?.alt).toBe(PICTURE.title);
      expect(root.querySelector('.home-skeleton--banner')).toBeNull();
    }
  });

  it('shows the picture element for element as home’s placeholder does, so the app’s render changes nothing', () => {
    const { doc, root, parsed } = parsingDocument();
    drawFirstScreen(doc).showBanner(PICTURE);
    parsed();
    const scope = fork({
      values: [
        [banners.$status, 'ready'],
        [banners.$items, [{ id: 1, image: '/mock-cdn/banner/banner-1.svg', title: PICTURE.title, link: '#/' }]],
      ],
    });
    const body = JSON.stringify({
      code: 1,
      data: [{ id: 1, image: '/mock-cdn/banner/banner-1.svg', title: PICTURE.title }],
    });
    const fromAnswer = parsingDocument();
    const picture = firstBannerPicture(body);
    expect(picture).not.toBeNull();
    if (picture) drawFirstScreen(fromAnswer.doc).showBanner(picture);
    fromAnswer.parsed();
    const app = render(
      <Provider value={scope}>
        <BannerPlaceholder />
      </Provider>,
    );
    expect(fromAnswer.root.querySelector('.home-banner')?.outerHTML).toBe(app.container.innerHTML);
    expect(root.querySelector('.home-banner')?.outerHTML).toBe(app.container.innerHTML);
  });

  it('draws nothing into a root the app has already drawn, nor after the document was parsed', () => {
    const drawn = parsingDocument();
    drawn.root.innerHTML = '<main data-page="lesson-play"></main>';
    drawFirstScreen(drawn.doc).showBanner(PICTURE);
    drawn.parsed();
    expect(drawn.root.innerHTML).toBe('<main data-page="lesson-play"></main>');
    const parsedAlready = parsingDocument();
    parsedAlready.parsed();
    drawFirstScreen(parsedAlready.doc).showBanner(PICTURE);
    expect(parsedAlready.root.childElementCount).toBe(0);
  });

  it('fills only its own box: once the app has replaced the screen, a late answer changes nothing on screen', () => {
    const { doc, root, parsed } = parsingDocument();
    const screen = drawFirstScreen(doc);
    parsed();
    root.innerHTML = '<main data-page="index"><div class="home-banner"><p>应用的</p></div></main>';
    screen.showBanner(PICTURE);
    expect(root.innerHTML).toBe('<main data-page="index"><div class="home-banner"><p>应用的</p></div></main>');
  });
});

describe('firstScreenTemplate', () => {
  it('is the test’s markup on one line, with the build’s app name (escaped) in the heading', () => {
    const file = readFileSync(path.join(ROOT, 'src/app/early/home-first-screen.html'), 'utf8');
    const template = firstScreenTemplate(ROOT, '<课堂>');
    expect(template.attrs.id).toBe(FIRST_SCREEN_TEMPLATE_ID);
    expect(template.children).not.toContain('\n');
    expect(template.children).toContain('<h1 class="visually-hidden">&lt;课堂&gt;</h1>');
    expect(template.children.replace('&lt;课堂&gt;', '微课堂')).toBe(file.trim().replaceAll('>\n<', '><'));
  });
});
