import { describe, expect, it } from '@rstest/core';
import { cssFindings, engineFloors, jsFindings } from './check-engines.mjs';

const floors = { chrome: 86, ios: 14.5 };

describe('engines check: JavaScript', () => {
  it('reads the floors from package.json', () => {
    expect(engineFloors()).toEqual(floors);
  });

  it('flags an API the oldest engines lack, naming it and the engines', () => {
    const [finding] = jsFindings('function f(a){return a.findLast(b=>b.ok)}', floors);
    expect(finding).toMatch(/^Array\.prototype\.findLast \(missing in Chrome 86, iOS 14\.5\)/);
    expect(jsFindings('var x=Object.hasOwn(a,"b")', floors)[0]).toMatch(/^Object\.hasOwn/);
    expect(jsFindings('var last=list.at(-1)', floors)[0]).toMatch(/Array\.prototype\.at/);
  });

  it('accepts a use behind a feature test, an optional call, or with our polyfill in the chunk', () => {
    expect(jsFindings('typeof requestIdleCallback=="function"&&requestIdleCallback(f)', floors)).toEqual([]);
    expect(jsFindings('var x=a.findLast?.(f)', floors)).toEqual([]);
    expect(
      jsFindings('Object.defineProperty(Array.prototype,"findLast",{value:g});var x=a.findLast(f)', floors),
    ).toEqual([]);
  });

  it('flags syntax above the floor, and code that does not parse', () => {
    expect(jsFindings('class A{static{init()}}', floors)[0]).toMatch(/^class static block/);
    expect(jsFindings('class A{#m(){}}', floors)[0]).toMatch(/^private class method/);
    expect(jsFindings('var r=/(?<=a)b/', floors)[0]).toMatch(/lookbehind/);
    expect(jsFindings('var r=new RegExp("(?<!a)b")', floors)[0]).toMatch(/lookbehind/);
    expect(jsFindings('a ??= b; class B { x = 1; #y = 2 }', floors)).toEqual([]);
    expect(jsFindings('var = ;', floors)[0]).toMatch(/^does not parse/);
  });

  it('a higher floor accepts what the engines have', () => {
    expect(jsFindings('a.findLast(f);Object.hasOwn(a,b)', { chrome: 97, ios: 15.4 })).toEqual([]);
  });
});

describe('engines check: CSS', () => {
  it('flags dvh without a vh line before it, and accepts it with one', () => {
    expect(cssFindings('.a{min-height:100dvh}', floors)[0]).toMatch(/dvh.*\.a \{ min-height: 100dvh \}/);
    expect(cssFindings('.a{min-height:100vh;min-height:100dvh}', floors)).toEqual([]);
    expect(cssFindings('.a{height:max(55dvh,14rem)}', floors)).toHaveLength(1);
  });

  it('flags overflow-wrap: anywhere without break-word before it, and accepts it with one', () => {
    expect(cssFindings('.a{overflow-wrap:anywhere}', floors)[0]).toMatch(
      /^overflow-wrap: anywhere \(missing in iOS 14.5\)/,
    );
    expect(cssFindings('.a{overflow-wrap:break-word;overflow-wrap:anywhere}', floors)).toEqual([]);
  });

  it('wants aspect-ratio with an @supports not fallback for the same selector', () => {
    expect(cssFindings('.a{aspect-ratio:16/9}', floors)[0]).toMatch(/^aspect-ratio/);
    expect(cssFindings('.a{aspect-ratio:16/9}@supports not (aspect-ratio:1){.a{height:56vw}}', floors)).toEqual([]);
  });

  it('wants :has() and @container only inside @supports, and refuses @layer and :is()', () => {
    expect(cssFindings('.a:not(:has(.b)){color:red}', floors)[0]).toMatch(/^:has\(\)/);
    expect(cssFindings('@supports selector(:has(a)){.a:has(.b){color:red}}', floors)).toEqual([]);
    expect(cssFindings('@container (width<=16rem){.a{display:block}}', floors)[0]).toMatch(/^@container/);
    expect(
      cssFindings('@supports (container-type:inline-size){@container (width<=16rem){.a{display:block}}}', floors),
    ).toEqual([]);
    expect(cssFindings('@layer base{.a{color:red}}', floors)[0]).toMatch(/^@layer/);
    expect(cssFindings(':is(.a,.b) .c{color:red}', floors)[0]).toMatch(/^:is/);
  });

  it('flags :focus-visible only in a selector list (the whole rule is dropped there)', () => {
    expect(cssFindings('.a:focus-visible{outline:0}', floors)).toEqual([]);
    expect(cssFindings('.a:focus,.a:focus-visible{outline:0}', floors)[0]).toMatch(/focus-visible/);
  });
});
