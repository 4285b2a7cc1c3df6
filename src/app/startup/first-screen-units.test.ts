// @isolate — counts what loading the first screen's modules creates, so it needs a module graph of its own
// (tests/module-mocks.ts runs files marked so apart, like the files that mock a module).
import { describe, expect, it } from '@rstest/core';
import { type Declaration, inspectGraph } from 'effector/inspect';

/**
 * Create only what the first screen needs: each effector unit costs evaluation time before the first paint. The units
 * that exist then are those created while src/app/index.tsx's static imports load (bootstrap and everything it
 * imports). A stable count, unlike timings on a shared machine: printed per kind and per source file, and held under a
 * ceiling so a model that slips into the first chunk shows up here. Lower the ceiling when the count drops; never raise
 * it without a reason in the commit message.
 */
// 496: home's model (59 units) is in the first chunk, so the banners' call starts with the viewer's; it is created
// before home's first paint either way. The route effects that wait for the first screen are not (they load later).
const CEILING = 496;

describe('the effector graph before the first paint', () => {
  it(`has at most ${CEILING} units, and says where they come from`, async () => {
    const byFile = new Map<string, number>();
    const byKind = new Map<string, number>();
    const subscription = inspectGraph({
      fn: (declaration: Declaration) => {
        const kind = declaration.type === 'unit' ? declaration.kind : declaration.type;
        byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
        // The module whose evaluation created the unit: the first `./src/…` module frame of the stack.
        const file = /Object\.\.\/(src\/[\w/.-]+)/.exec(new Error().stack ?? '')?.[1] ?? '(created in a function)';
        byFile.set(file, (byFile.get(file) ?? 0) + 1);
      },
    });
    try {
      await import('../bootstrap');
    } finally {
      subscription.unsubscribe();
    }
    const total = [...byKind.values()].reduce((sum, count) => sum + count, 0);
    const perFile = [...byFile]
      .sort((a, b) => b[1] - a[1])
      .map(([file, count]) => `${String(count).padStart(5)}  ${file}`);
    console.log(
      `first screen: ${total} effector units (${[...byKind].map(([kind, count]) => `${count} ${kind}s`).join(', ')})\n${perFile.join('\n')}`,
    );
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(CEILING);
  });
});
