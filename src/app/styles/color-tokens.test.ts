import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';

const css = readFileSync(path.join(import.meta.dirname, 'global.css'), 'utf8');

/** The declarations of the first rule whose selector text starts with `selector`, as a property → value map. */
function declarations(selector: string): Map<string, string> {
  const start = css.indexOf(selector);
  expect(start).toBeGreaterThanOrEqual(0);
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  const pairs = body
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split(';')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => [line.slice(0, line.indexOf(':')).trim(), line.slice(line.indexOf(':') + 1).trim()] as const);
  return new Map(pairs);
}

describe('colour tokens', () => {
  const light = declarations(":root,\n[data-theme='light']");
  const dark = declarations("[data-theme='dark'],\n.bg-dark");
  const followed = declarations(":root:not([data-theme='light'])");

  it('the phone’s dark scheme (跟随系统) and the chosen 深色 are the same values', () => {
    expect([...followed]).toEqual([...dark]);
  });

  it('every dark value overrides a light token, and each scheme says which it is to native controls', () => {
    for (const name of dark.keys()) expect(light.has(name), name).toBe(true);
    expect(light.get('color-scheme')).toBe('light');
    expect(dark.get('color-scheme')).toBe('dark');
  });

  it('no colour outside the token blocks: every other rule of the sheet reads a token', () => {
    // The three token blocks stand together, from the light one to the end of the phone's dark one.
    const from = css.indexOf(":root,\n[data-theme='light']");
    const to = css.indexOf('\n}\n', css.indexOf('@media (prefers-color-scheme: dark)'));
    const outside = css.slice(0, from) + css.slice(to);
    expect(outside.match(/#[0-9a-f]{3,8}\b|rgba?\(/gi) ?? []).toEqual([]);
  });
});
