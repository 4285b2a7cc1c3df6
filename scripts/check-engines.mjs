#!/usr/bin/env node
// The supported engines' static check (`npm run lint`): builds the app for production (or reads DIST=<folder>) and
// reads every JavaScript and CSS file the way the oldest supported engine would. JavaScript must parse at the
// engines' level and use no API they lack unless the same chunk carries a polyfill of ours or the code tests for
// the feature first; CSS must give every newer unit, property and selector a fallback the engines understand.
// The engines are package.json's `browserslist` (`Chrome >= N`, `iOS >= N`); the features, with the first version
// that has each, are in ./lib/engine-features.mjs. Exits 1 with each finding named by file and feature.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'acorn';
import { API_FEATURES, CSS_FEATURES, SYNTAX_FEATURES } from './lib/engine-features.mjs';
import { build, root } from './lib/server.mjs';

export function engineFloors() {
  const { browserslist } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const floors = {};
  for (const query of browserslist) {
    const match = /^(Chrome|iOS)\s*>=\s*([\d.]+)$/i.exec(query.trim());
    if (!match)
      throw new Error(`check-engines: cannot read browserslist query "${query}" (use "Chrome >= N" / "iOS >= N")`);
    floors[match[1].toLowerCase()] = Number(match[2]);
  }
  if (!floors.chrome || !floors.ios) throw new Error('check-engines: browserslist must name both Chrome and iOS');
  return floors;
}

/** Engines at the floor that lack a feature, e.g. "Chrome 86, iOS 14.5"; empty when all have it. */
function missingIn(feature, floors) {
  const engines = [];
  if (feature.chrome > floors.chrome) engines.push(`Chrome ${floors.chrome}`);
  if (feature.ios > floors.ios) engines.push(`iOS ${floors.ios}`);
  return engines.join(', ');
}

// ─── JavaScript ────────────────────────────────────────────────────────────────────────────────────────────────

function* walk(node, parents = []) {
  if (!node || typeof node.type !== 'string') return;
  yield [node, parents];
  for (const value of Object.values(node)) {
    const children = Array.isArray(value) ? value : [value];
    for (const child of children) if (child && typeof child.type === 'string') yield* walk(child, [...parents, node]);
  }
}

export function syntaxUses(source) {
  const found = new Set();
  const program = parse(source, {
    ecmaVersion: 'latest',
    sourceType: 'script',
    allowHashBang: true,
    allowAwaitOutsideFunction: true,
    onComment: () => {},
  });
  if (source.startsWith('#!')) found.add('hashbang');
  for (const [node, parents] of walk(program)) {
    if (node.type === 'StaticBlock') found.add('staticBlock');
    if (node.type === 'MethodDefinition' && node.key.type === 'PrivateIdentifier') found.add('privateMethod');
    if (node.type === 'PropertyDefinition')
      found.add(node.key.type === 'PrivateIdentifier' ? 'privateField' : 'classField');
    if (node.type === 'BinaryExpression' && node.left.type === 'PrivateIdentifier') found.add('privateIn');
    if (node.type === 'AssignmentExpression' && ['??=', '||=', '&&='].includes(node.operator))
      found.add('logicalAssignment');
    if (node.type === 'AwaitExpression' && !parents.some((p) => /Function/.test(p.type))) found.add('topLevelAwait');
    const pattern =
      node.type === 'Literal' && node.regex
        ? node.regex
        : node.type === 'NewExpression' &&
            node.callee.name === 'RegExp' &&
            node.arguments[0]?.type === 'Literal' &&
            typeof node.arguments[0].value === 'string'
          ? { pattern: node.arguments[0].value, flags: node.arguments[1]?.value ?? '' }
          : null;
    if (pattern) {
      if (/\(\?<[=!]/.test(pattern.pattern)) found.add('lookbehind');
      if (pattern.flags.includes('d')) found.add('regexpIndices');
      if (pattern.flags.includes('v')) found.add('regexpSets');
    }
  }
  return found;
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the code around a use tests for the feature, or the chunk installs our polyfill of it. */
function guarded(source, feature) {
  const key = escapeRegExp(feature.key);
  const shapes = [
    new RegExp(`typeof\\s*(?:[\\w$.]+\\.)?${key}\\b`), // typeof requestIdleCallback / typeof Array.prototype.at
    new RegExp(`["']${key}["']\\s*in\\b`), // "findLast" in Array.prototype
    new RegExp(`\\.${key}\\?\\.\\(`), // list.findLast?.(…)
    new RegExp(`prototype\\.${key}\\s*(?:\\|\\||&&|\\?[^.])`), // Array.prototype.at || …, a feature test
  ];
  return shapes.some((shape) => shape.test(source));
}

function polyfilled(source, feature) {
  return new RegExp(`defineProperty\\([\\w$.]+,\\s*["']${escapeRegExp(feature.key)}["']`).test(source);
}

export function apiFindings(source, floors) {
  const findings = [];
  for (const feature of API_FEATURES) {
    const engines = missingIn(feature, floors);
    if (!engines) continue;
    feature.pattern.lastIndex = 0;
    const match = feature.pattern.exec(source);
    if (!match || guarded(source, feature) || polyfilled(source, feature)) continue;
    const at = match.index;
    findings.push(`${feature.name} (missing in ${engines}) at …${source.slice(Math.max(0, at - 60), at + 40)}…`);
  }
  return findings;
}

export function jsFindings(source, floors) {
  const findings = [];
  let syntax;
  try {
    syntax = syntaxUses(source);
  } catch (error) {
    return [`does not parse: ${error.message}`];
  }
  for (const key of syntax) {
    const feature = SYNTAX_FEATURES[key];
    const engines = missingIn(feature, floors);
    if (engines) findings.push(`${feature.name} (missing in ${engines})`);
  }
  return [...findings, ...apiFindings(source, floors)];
}

// ─── CSS ───────────────────────────────────────────────────────────────────────────────────────────────────────

/** Splits `text` at `separator` outside strings and brackets. */
function splitTop(text, separator) {
  const parts = [];
  let depth = 0;
  let quote = null;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** Index of the `}` that closes the block opened just before `from`. */
function blockEnd(css, from) {
  let depth = 1;
  let quote = null;
  for (let i = from; i < css.length; i++) {
    const char = css[i];
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return i;
  }
  throw new Error('unbalanced braces');
}

/** Style rules with the at-rules around them: `{ selectors, declarations: [[property, value]], atRules }`. */
export function cssRules(css, atRules = []) {
  const rules = [];
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    if (open === -1) break;
    const prelude = text
      .slice(i, open)
      .trim()
      .replace(/^[;}\s]+/, '');
    const close = blockEnd(text, open + 1);
    const body = text.slice(open + 1, close);
    if (prelude.startsWith('@')) {
      const [, name, params] = /^@([\w-]+)\s*([\s\S]*)$/.exec(prelude) ?? [];
      if (['media', 'supports', 'container', 'layer', 'document'].includes(name))
        rules.push(...cssRules(body, [...atRules, { name, params }]));
      else if (name !== 'keyframes' && !name.endsWith('keyframes') && name !== 'font-face')
        rules.push({ selectors: [prelude], declarations: declarations(body), atRules });
    } else {
      rules.push({ selectors: splitTop(prelude, ','), declarations: declarations(body), atRules });
    }
    i = close + 1;
  }
  return rules;
}

function declarations(body) {
  return splitTop(body, ';')
    .map((declaration) => {
      const colon = declaration.indexOf(':');
      return [declaration.slice(0, colon).trim().toLowerCase(), declaration.slice(colon + 1).trim()];
    })
    .filter(([property]) => property && !property.includes('{'));
}

const inSupports = (rule, pattern) => rule.atRules.some((at) => at.name === 'supports' && pattern.test(at.params));

export function cssFindings(css, floors) {
  const findings = [];
  const rules = cssRules(css);
  for (const feature of CSS_FEATURES) {
    const engines = missingIn(feature, floors);
    if (!engines) continue;
    const supportsName = new RegExp(
      feature.name
        .split(/[\s/()]/)[0]
        .replace(/^[:@]/, '')
        .replace(/[^\w-]/g, ''),
    );
    // `@supports not (<feature>…) { <same selector> { … } }`: the rule's fallback, beside it.
    const fallbackSelectors = new Set(
      rules
        .filter((rule) =>
          rule.atRules.some((at) => at.name === 'supports' && /^not\b/.test(at.params) && supportsName.test(at.params)),
        )
        .flatMap((rule) => rule.selectors),
    );
    const report = (rule, what) =>
      findings.push(
        `${feature.name} (missing in ${engines}) without a fallback: ${rule.selectors.join(',')} { ${what} }`,
      );
    for (const rule of rules) {
      if (feature.atRule) {
        const at = rule.atRules.find((at) => feature.atRule.test(at.name));
        if (at && !(feature.fallback === 'supports' && inSupports(rule, supportsName)))
          report(rule, `@${at.name} ${at.params}`);
        continue;
      }
      if (feature.selector || feature.selectorList) {
        const bad = feature.selector
          ? rule.selectors.some((selector) => feature.selector.test(selector))
          : rule.selectors.length > 1 && rule.selectors.some((selector) => feature.selectorList.test(selector));
        if (bad && !(feature.fallback === 'supports' && inSupports(rule, /selector\(/))) report(rule, '');
        continue;
      }
      rule.declarations.forEach(([property, value], index) => {
        const hit = feature.property ? feature.property.test(property) : feature.value.test(value);
        if (!hit) return;
        if (feature.fallback === 'supports' && inSupports(rule, supportsName)) return;
        if (feature.fallback === 'supports' && rule.selectors.every((selector) => fallbackSelectors.has(selector)))
          return;
        if (feature.fallback === 'earlier-declaration') {
          const base = feature.property ? null : property;
          const earlier = rule.declarations.slice(0, index);
          const covered = feature.property
            ? earlier.some(([p]) => p === 'top' || p === 'left' || p === 'right' || p === 'bottom')
            : earlier.some(([p, v]) => p === base && !feature.value.test(v));
          if (covered) return;
        }
        report(rule, `${property}: ${value}`);
      });
    }
  }
  return findings;
}

// ─── the build ─────────────────────────────────────────────────────────────────────────────────────────────────

function files(dir, extension) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export function checkDist(distDir, floors = engineFloors()) {
  const problems = [];
  for (const file of files(path.join(distDir, 'static'), '.js')) {
    for (const finding of jsFindings(readFileSync(file, 'utf8'), floors))
      problems.push(`${path.relative(distDir, file)}: ${finding}`);
  }
  for (const file of files(path.join(distDir, 'static'), '.css')) {
    for (const finding of cssFindings(readFileSync(file, 'utf8'), floors))
      problems.push(`${path.relative(distDir, file)}: ${finding}`);
  }
  // The inline script in index.html's head runs before anything else.
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  for (const [, script] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
    for (const finding of jsFindings(script, floors)) problems.push(`index.html (inline script): ${finding}`);
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const floors = engineFloors();
  let distDir = process.env.DIST ? path.resolve(root, process.env.DIST) : null;
  if (!distDir) {
    distDir = path.join(root, 'dist-engines');
    build({ distDir: 'dist-engines', envMode: 'production' });
  }
  const problems = checkDist(distDir, floors);
  if (problems.length) {
    console.error(
      `Engines (Chrome ${floors.chrome}+, iOS ${floors.ios}+): ${problems.length} problem(s) in ${path.relative(root, distDir)}:`,
    );
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
  console.log(
    `Engines: the build parses and runs in Chrome ${floors.chrome}+ and iOS ${floors.ios}+ (no missing API, CSS with fallbacks).`,
  );
}
