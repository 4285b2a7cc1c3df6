import { describe, expect, it } from '@rstest/core';
import { failuresIn } from './run.mjs';

// What rstest printed for a failed end-to-end test (progress line, then its failure block), shortened.
const RSTEST = `
  ✓ tests/e2e/purchase.e2e.ts > purchase > a column is bought [full mock] (6335ms)
  ✗ tests/e2e/purchase.e2e.ts > purchase > a double tap makes one order [full mock] (5738ms)
  ✓ tests/e2e/purchase.e2e.ts > purchase > a package is bought [full mock] (2411ms)
 ✗ tests/e2e/purchase.e2e.ts (2)
  ✗ purchase > a double tap makes one order [full mock] (5738ms)

 FAIL  tests/e2e/purchase.e2e.ts > purchase > a double tap makes one order [full mock]
AssertionError: expected [ 'a', 'b' ] to have a length of 1 but got 2

  340 |     expect(orders).toHaveLength(1);
      |                    ^

        at tests/e2e/purchase.e2e.ts:342:20

 Test Files 1 failed
`;

describe('failuresIn', () => {
  it('names each failed test once, without the progress line’s duration', () => {
    expect(failuresIn(RSTEST).failures).toEqual([
      'tests/e2e/purchase.e2e.ts > purchase > a double tap makes one order [full mock]',
    ]);
  });

  it('keeps the first lines of the error and where the test threw it', () => {
    const { reasons } = failuresIn(RSTEST);
    expect(reasons.get('tests/e2e/purchase.e2e.ts > purchase > a double tap makes one order [full mock]')).toEqual([
      "AssertionError: expected [ 'a', 'b' ] to have a length of 1 but got 2",
      'at tests/e2e/purchase.e2e.ts:342:20',
    ]);
  });

  it('reads the reasons back from scripts/e2e.mjs’s summary, for npm test’s own summary', () => {
    const summary = [
      '[full mock] 6 passed, 1 failed in 40 s',
      '  ✗ tests/e2e/a.e2e.ts > a > fails [full mock]',
      '      ↳ Error: locator.waitFor: Timeout 5000ms exceeded.',
      '      ↳ at tests/e2e/a.e2e.ts:12:5',
      '',
    ].join('\n');
    expect([...failuresIn(summary).reasons]).toEqual([
      [
        'tests/e2e/a.e2e.ts > a > fails [full mock]',
        ['Error: locator.waitFor: Timeout 5000ms exceeded.', 'at tests/e2e/a.e2e.ts:12:5'],
      ],
    ]);
  });

  it('keeps the lines a diff differs in, not its header and brackets', () => {
    const summary = [
      '  ✓ tests/e2e/a.e2e.ts > a > fails [full mock] (70000ms)',
      '  ✗ tests/e2e/a.e2e.ts > b > fails [full mock] (70000ms)',
      '',
      'Failed [full mock]:',
      '✗ tests/e2e/a.e2e.ts > b > fails [full mock]',
      '    expected [ Array(1) ] to deeply equal []',
      '    - Expected',
      '    + Received',
      '    - []',
      '    + [',
      '    +   "/mine: color-contrast @ p",',
      '    + ]',
      '',
    ].join('\n');
    expect(failuresIn(summary).reasons.get('tests/e2e/a.e2e.ts > b > fails [full mock]')).toEqual([
      'expected [ Array(1) ] to deeply equal []',
      '+   "/mine: color-contrast @ p",',
    ]);
  });
});
