import { describe, expect, it } from '@rstest/core';
import { ID_PATTERN, renderActivity, renderActivityE2e, titleProblem } from './render';

describe('the activity templates', () => {
  const files = renderActivity({ id: 'spring-sale', title: '春季特惠' });

  it('make the files of a campaign, named after its id', () => {
    expect([...files.keys()].sort()).toEqual([
      'README.md',
      'api/info.ts',
      'index.ts',
      'manifest.ts',
      'mocks/handlers.test.ts',
      'mocks/handlers.ts',
      'model/spring-sale.test.ts',
      'model/spring-sale.ts',
      'ui/IndexPage.test.tsx',
      'ui/IndexPage.tsx',
      'ui/index-page.css',
      'window.test.tsx',
    ]);
  });

  it('make its end-to-end test in tests/e2e, and a mock built on the kit (apiGet, loggedIn) like the recipe', () => {
    const e2e = renderActivityE2e({ id: 'spring-sale', title: '春季特惠' });
    expect(e2e.file).toBe('tests/e2e/activity-spring-sale.e2e.ts');
    expect(e2e.text).toContain("openCampaign(browser, '/activity/spring-sale/index')");
    expect(e2e.text).not.toMatch(/__(id|title)__/);
    expect(files.get('mocks/handlers.ts')).toMatch(/apiGet\(\s*'\/api\/active\/spring-sale\/info',\s*loggedIn\(/);
    expect(files.get('mocks/handlers.ts')).not.toContain('http.get');
  });

  it('fill in the id and the title everywhere, leaving no placeholder', () => {
    for (const [file, text] of files)
      expect({ file, left: /__(id|title)__/.test(text) }).toEqual({ file, left: false });
    expect(files.get('manifest.ts')).toContain("path: '/activity/spring-sale/index'");
    expect(files.get('manifest.ts')).toContain("title: '春季特惠'");
    expect(files.get('ui/index-page.css')).toContain('.spring-sale__headline {');
  });

  it('use only the zod features of the first screen’s whitelist, from zod/mini', () => {
    const api = files.get('api/info.ts') ?? '';
    expect(api).toContain("import * as z from 'zod/mini'");
    expect([...api.matchAll(/\bz\.(\w+)/g)].map((match) => match[1])).toEqual(['object', 'string', 'string', 'output']);
  });

  it('keep a title with replacement patterns literal', () => {
    expect(renderActivity({ id: 'a', title: '满$&减' }).get('manifest.ts')).toContain("title: '满$&减'");
  });
});

describe('ids and titles', () => {
  it('accepts kebab-case ids only', () => {
    for (const id of ['redpacket', 'spring-sale', 'd12-2026']) expect(ID_PATTERN.test(id)).toBe(true);
    for (const id of ['Spring', 'spring_sale', '-a', 'a-', 'a--b', '12a', '']) expect(ID_PATTERN.test(id)).toBe(false);
  });

  it('refuses titles that are empty, too long, or carry characters the templates would have to escape', () => {
    expect(titleProblem('双十二「年终」大促！')).toBeNull();
    for (const title of ['', '  ', '一'.repeat(31), "it's", 'a"b', 'a\\b', '<b>', '{x}', 'a\nb'])
      expect({ title, problem: titleProblem(title) !== null }).toEqual({ title, problem: true });
  });
});
