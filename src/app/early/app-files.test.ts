import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { buttonClassName } from '@/shared/ui/button';
import { APP_FILES_FAILED_TEMPLATE_ID, showAppFilesFailed } from './app-files';

const INDEX_HTML = readFileSync(path.resolve(import.meta.dirname, '../index.html'), 'utf8');

// Which failures it answers (the app's deferred files, not a later chunk): tests/e2e/first-screen.e2e.ts.
describe('showAppFilesFailed', () => {
  /** A parsed page: index.html's body, with home's drawn screen in the root. */
  function page() {
    const doc = document.implementation.createHTMLDocument('微课堂');
    doc.body.innerHTML = INDEX_HTML.slice(INDEX_HTML.indexOf('<body>') + 6, INDEX_HTML.indexOf('</body>'));
    doc.getElementById('root')?.append(doc.createElement('main'));
    return doc;
  }

  it('says so in place of what the root showed, and 重新加载 reloads', () => {
    const doc = page();
    let reloads = 0;
    showAppFilesFailed(doc, () => {
      reloads += 1;
    });
    const root = doc.getElementById('root');
    expect(root?.querySelector('[role="alert"]')?.textContent).toBe('网络不太好，页面没有加载完成。重新加载');
    expect(root?.querySelector('main')).toBeNull();
    root?.querySelector('button')?.click();
    expect(reloads).toBe(1);
  });

  it('draws its button as the app’s primary button', () => {
    const template = page().getElementById(APP_FILES_FAILED_TEMPLATE_ID) as HTMLTemplateElement;
    expect(template.content.querySelector('button')?.className).toBe(buttonClassName());
  });
});
