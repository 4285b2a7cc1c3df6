import { describe, expect, it } from '@rstest/core';
import { pagesIn } from './pages-in';

const First = () => null;
const Second = () => null;

describe('pagesIn', () => {
  it("gives each page of a shared chunk its own loader, resolving to that page's component", async () => {
    let loads = 0;
    const page = pagesIn(async () => {
      loads += 1;
      return { First, Second, NOT_A_PAGE: 3 };
    });
    expect((await page('Second')()).default).toBe(Second);
    expect((await page('First')()).default).toBe(First);
    expect(loads).toBe(2);
  });
});
