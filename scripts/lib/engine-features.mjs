// What the oldest supported engines lack, for scripts/check-engines.mjs: the first version of Chrome and of iOS Safari
// that has each feature (MDN's compatibility tables). Only features an engine at the floor might miss are listed;
// a feature is checked when its version is above the floor of package.json's `browserslist`.

/**
 * Methods and globals read in built JavaScript. `pattern` finds a use in minified code; `guards` are shapes that
 * show the code tests for the feature first (a feature test or an optional call); `polyfill` is what a polyfill
 * module of ours leaves in the same chunk (`Object.defineProperty(Array.prototype,"findLast",…)`).
 */
export const API_FEATURES = [
  {
    name: 'Array.prototype.at / String.prototype.at',
    chrome: 92,
    ios: 15.4,
    pattern: /\.at\((?:-|[a-zA-Z_$0-9])/g,
    key: 'at',
  },
  { name: 'Array.prototype.findLast', chrome: 97, ios: 15.4, pattern: /\.findLast\(/g, key: 'findLast' },
  { name: 'Array.prototype.findLastIndex', chrome: 97, ios: 15.4, pattern: /\.findLastIndex\(/g, key: 'findLastIndex' },
  { name: 'Object.hasOwn', chrome: 93, ios: 15.4, pattern: /\bObject\.hasOwn\(/g, key: 'hasOwn' },
  { name: 'structuredClone', chrome: 98, ios: 15.4, pattern: /(?<![.\w$])structuredClone\(/g, key: 'structuredClone' },
  {
    name: 'Array.prototype.toSorted / toReversed / toSpliced',
    chrome: 110,
    ios: 16,
    pattern: /\.(toSorted|toReversed|toSpliced)\(/g,
    key: 'toSorted',
  },
  {
    name: 'Object.groupBy / Map.groupBy',
    chrome: 117,
    ios: 17.4,
    pattern: /\b(Object|Map)\.groupBy\(/g,
    key: 'groupBy',
  },
  {
    name: 'Promise.withResolvers',
    chrome: 119,
    ios: 17.4,
    pattern: /\bPromise\.withResolvers\(/g,
    key: 'withResolvers',
  },
  { name: 'Array.fromAsync', chrome: 121, ios: 16.4, pattern: /\bArray\.fromAsync\(/g, key: 'fromAsync' },
  {
    name: 'String.prototype.isWellFormed / toWellFormed',
    chrome: 111,
    ios: 16.4,
    pattern: /\.(isWellFormed|toWellFormed)\(/g,
    key: 'isWellFormed',
  },
  { name: 'AbortSignal.timeout', chrome: 103, ios: 16, pattern: /\bAbortSignal\.timeout\(/g, key: 'timeout' },
  { name: 'AbortSignal.any', chrome: 116, ios: 17.4, pattern: /\bAbortSignal\.any\(/g, key: 'any' },
  { name: 'crypto.randomUUID', chrome: 92, ios: 15.4, pattern: /\.randomUUID\(/g, key: 'randomUUID' },
  { name: 'Element.checkVisibility', chrome: 105, ios: 17.4, pattern: /\.checkVisibility\(/g, key: 'checkVisibility' },
  { name: 'URL.canParse', chrome: 120, ios: 17, pattern: /\bURL\.canParse\(/g, key: 'canParse' },
  {
    name: 'Set methods (union, intersection, …)',
    chrome: 122,
    ios: 17,
    pattern: /\.(symmetricDifference|isSubsetOf|isSupersetOf|isDisjointFrom)\(/g,
    key: 'isSubsetOf',
  },
  { name: 'HTMLDialogElement.showModal', chrome: 37, ios: 15.4, pattern: /\.showModal\(/g, key: 'showModal' },
  { name: 'Intl.Segmenter', chrome: 87, ios: 14.1, pattern: /\bIntl\.Segmenter\b/g, key: 'Segmenter' },
  {
    name: 'requestIdleCallback',
    chrome: 47,
    ios: Infinity,
    pattern: /(?<![.\w$"'])requestIdleCallback\(/g,
    key: 'requestIdleCallback',
  },
  {
    name: 'scheduler.postTask / scheduler.yield',
    chrome: 94,
    ios: Infinity,
    pattern: /\bscheduler\.(postTask|yield)\(/g,
    key: 'scheduler',
  },
  { name: 'navigator.userActivation', chrome: 72, ios: 16.4, pattern: /\.userActivation\./g, key: 'userActivation' },
  {
    name: 'Document.adoptedStyleSheets',
    chrome: 73,
    ios: 16.4,
    pattern: /\.adoptedStyleSheets\b/g,
    key: 'adoptedStyleSheets',
  },
  {
    name: 'ResizeObserverEntry.borderBoxSize',
    chrome: 84,
    ios: 15.4,
    pattern: /\.(borderBoxSize|contentBoxSize)\b/g,
    key: 'borderBoxSize',
  },
];

/** Syntax, found in the parsed program (acorn's node types and regular-expression flags). */
export const SYNTAX_FEATURES = {
  staticBlock: { name: 'class static block', chrome: 94, ios: 16.4 },
  privateMethod: { name: 'private class method (#m() {})', chrome: 84, ios: 15 },
  privateIn: { name: 'private brand check (#x in o)', chrome: 91, ios: 15 },
  privateField: { name: 'private class field (#x)', chrome: 74, ios: 14.5 },
  classField: { name: 'class field', chrome: 72, ios: 14.5 },
  topLevelAwait: { name: 'top-level await', chrome: 89, ios: 15 },
  logicalAssignment: { name: 'logical assignment (??=, ||=, &&=)', chrome: 85, ios: 14 },
  lookbehind: { name: 'regular expression lookbehind (?<= / (?<!', chrome: 62, ios: 16.4 },
  regexpIndices: { name: 'regular expression flag d', chrome: 90, ios: 15 },
  regexpSets: { name: 'regular expression flag v', chrome: 112, ios: 17 },
  hashbang: { name: 'hashbang', chrome: 74, ios: 13.1 },
};

/**
 * CSS an engine at the floor would drop, with what the check accepts as its fallback (see check-engines.mjs):
 * `fallback: 'earlier-declaration'` — the same rule declares the property before with a value the engine knows;
 * `'supports'` — the rule sits in an `@supports` that names the feature, so the layout without it is the rule's
 * base; `'none'` — not accepted at all below the version.
 */
export const CSS_FEATURES = [
  {
    name: 'viewport units dvh/svh/lvh',
    chrome: 108,
    ios: 15.4,
    value: /\b\d*\.?\d+(dvh|svh|lvh|dvw|svw|lvw)\b/,
    fallback: 'earlier-declaration',
  },
  {
    name: 'container query units',
    chrome: 105,
    ios: 16,
    value: /\b\d*\.?\d+(cqw|cqh|cqi|cqb|cqmin|cqmax)\b/,
    fallback: 'earlier-declaration',
  },
  // overflow-wrap's `anywhere` (the only property that takes it here); `break-word` before it wraps the same long words.
  { name: 'overflow-wrap: anywhere', chrome: 80, ios: 15.4, value: /^anywhere$/, fallback: 'earlier-declaration' },
  { name: 'aspect-ratio', chrome: 88, ios: 15, property: /^aspect-ratio$/, fallback: 'supports' },
  { name: 'inset shorthand', chrome: 87, ios: 14.5, property: /^inset$/, fallback: 'earlier-declaration' },
  {
    name: 'color-mix() / oklch() / lab()',
    chrome: 111,
    ios: 16.2,
    value: /\b(color-mix|oklch|oklab|lab|lch)\(/,
    fallback: 'earlier-declaration',
  },
  { name: ':has()', chrome: 105, ios: 15.4, selector: /:has\(/, fallback: 'supports' },
  { name: '@container', chrome: 105, ios: 16, atRule: /^container$/, fallback: 'supports' },
  { name: '@layer', chrome: 99, ios: 15.4, atRule: /^layer$/, fallback: 'none' },
  { name: ':is() / :where()', chrome: 88, ios: 14, selector: /:(is|where)\(/, fallback: 'none' },
  { name: ':not() with a selector list', chrome: 88, ios: 9, selector: /:not\([^)]*,/, fallback: 'none' },
  {
    name: ':focus-visible in a selector list',
    chrome: 86,
    ios: 15.4,
    selectorList: /:focus-visible/,
    fallback: 'none',
  },
  {
    name: 'individual transform properties',
    chrome: 104,
    ios: 14.1,
    property: /^(translate|rotate|scale)$/,
    fallback: 'none',
  },
];
