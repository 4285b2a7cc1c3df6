#!/usr/bin/env node
// Guards what steiger cannot see:
// 1. nothing in src/ except src/app may import activities/ (campaigns are known only through the runtime in src/app);
// 2. no bare side-effect import (`import './model/x'`) of a script outside src/app: package.json's sideEffects
//    lists only CSS and src/app, so the bundler would silently drop such a module from production builds;
// 3. the mock backend is used through its public entries only (src/app/mock/index.ts, server.ts), from activities,
//    tests, scripts, configs and the activity scaffold's templates alike;
// 4. one naming convention for test helpers and fixtures, `*.test-utils.ts(x)`, and production code never imports one.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'src');
const activities = path.join(root, 'activities');
const importPattern =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)|import\s*['"]([^'"]+)['"]/g;

function* files(dir, pattern = /\.(tsx?|jsx?|mjs)$/) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full, pattern);
    else if (pattern.test(name)) yield full;
  }
}

/** Every import specifier of a source text, with its line. */
function* importsOf(text) {
  for (const match of text.matchAll(importPattern)) {
    const specifier = match[1] ?? match[2] ?? match[3] ?? match[4];
    if (specifier) yield { specifier, line: text.slice(0, match.index).split('\n').length };
  }
}

/** Does an import specifier written in `file` point into activities/? */
export function pointsIntoActivities(file, specifier) {
  if (specifier.startsWith('@activities/') || specifier === '@activities') return true;
  if (specifier.startsWith('.')) {
    const target = path.resolve(path.dirname(file), specifier);
    return target === activities || target.startsWith(activities + path.sep);
  }
  return false;
}

const bareImport = /^import\s+['"]([^'"]+)['"];?\s*$/gm;

/** Side-effect-only imports of scripts outside src/app, which production builds would drop. */
export function findDroppedImports(dirs = [src, activities]) {
  const problems = [];
  for (const dir of dirs) {
    for (const file of files(dir)) {
      if (file.startsWith(path.join(src, 'app') + path.sep) || /\.test\.tsx?$/.test(file)) continue;
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(bareImport)) {
        const specifier = match[1] ?? '';
        if (/\.(css|png|svg)$/.test(specifier)) continue;
        const line = text.slice(0, match.index).split('\n').length;
        problems.push(
          `${path.relative(root, file)}:${line}: import "${specifier}" for its side effects is dropped from production builds (package.json sideEffects) — import something it exports`,
        );
      }
    }
  }
  return problems;
}

const mock = path.join(src, 'app', 'mock');
const mockEntries = new Set(['', 'index', 'index.ts', 'server', 'server.ts']);

/** Does an import written in `file` reach into the mock's internals (anything but its index or server entry)? */
export function pointsIntoMockInternals(file, specifier) {
  let target;
  if (specifier.startsWith('@/app/mock')) target = path.join(src, specifier.slice(2));
  else if (specifier.startsWith('.')) target = path.resolve(path.dirname(file), specifier);
  else return false;
  if (!(target === mock || target.startsWith(mock + path.sep))) return false;
  return !mockEntries.has(path.relative(mock, target));
}

const templates = path.join(root, 'scripts', 'activity-template', 'files');

/** Where a file of the activity scaffold lands (activities/<id>/…), so its imports resolve as in generated code. */
const generatedPath = (template) =>
  path.join(activities, '__id__', path.relative(templates, template).replace(/\.tpl$/, ''));

/** Deep imports into src/app/mock from outside it (src, activities, tests, scripts, configs, scaffold templates). */
export function findMockDeepImports(
  dirs = ['src', 'activities', 'tests', 'scripts'].map((dir) => path.join(root, dir)),
) {
  const sources = dirs.flatMap((dir) => [...files(dir)]);
  const configs = readdirSync(root)
    .filter((name) => /\.config\.(ts|mjs|js)$/.test(name))
    .map((name) => path.join(root, name));
  const scaffold = [...files(templates, /\.tpl$/)];
  const problems = [];
  for (const file of [...sources, ...configs, ...scaffold]) {
    if (file.startsWith(mock + path.sep)) continue;
    const asWritten = file.endsWith('.tpl') ? generatedPath(file) : file;
    for (const { specifier, line } of importsOf(readFileSync(file, 'utf8'))) {
      if (!pointsIntoMockInternals(asWritten, specifier)) continue;
      problems.push(
        `${path.relative(root, file)}:${line}: imports "${specifier}" — use the mock's public entry src/app/mock (or src/app/mock/server on Node)`,
      );
    }
  }
  return problems;
}

const testFile = /\.(test|e2e)\.tsx?$/;
const testUtils = /\.test-utils\.tsx?$/;
/** Names other conventions gave test helpers and fixtures; they are spelled `*.test-utils.ts(x)` here. */
const otherHelperStyle = /(^|[.-])(test-?kits?|testing|fixtures?|test-helpers?|test-support)([.-]|$)/i;
const helperFolder = /(^|\/)(__)?(fixtures|testing|test-kit|test-helpers)(__)?\//;

/**
 * Files in tests/ that are neither tests nor `*.test-utils`, each with the reason it keeps its name: they belong to
 * the test runners (configuration, setup, reporting), not to the tests.
 */
export const TESTS_ALLOW_LIST = {
  'tests/rstest.config.ts': 'the unit test runner configuration',
  'tests/rstest.mocks.config.ts': 'the unit runner configuration for files that mock a module (isolated)',
  'tests/module-mocks.ts': 'finds the files that mock a module, for both unit runner configurations',
  'tests/rstest.e2e.config.ts': 'the end-to-end runner configuration',
  'tests/rstest.engines.config.ts': 'the engine matrix runner configuration (scripts/engines.mjs)',
  'tests/setup.ts': "the unit runner's setupFiles entry (rstest.config.ts)",
  'tests/summary-reporter.ts': "both runners' reporter (the `N passed, N failed` line)",
  'tests/msw-server.ts':
    "the unit runner's mock server, started by setup.ts; tests reach it to override answers or pick the mock backend",
};

/** Test helpers named in another style, and test files' helpers in tests/ outside the convention. */
export function findTestHelperNames(
  dirs = ['src', 'activities', 'tests', 'scripts'].map((dir) => path.join(root, dir)),
) {
  const problems = [];
  for (const dir of dirs) {
    for (const file of files(dir)) {
      const relative = path.relative(root, file);
      const name = path.basename(file);
      if (testFile.test(name) || testUtils.test(name)) continue;
      const inTests = relative.startsWith(`tests${path.sep}`);
      if (inTests && relative in TESTS_ALLOW_LIST) continue;
      const stem = name.replace(/\.(tsx?|mjs|jsx?)$/, '');
      if (inTests || otherHelperStyle.test(stem) || helperFolder.test(relative.split(path.sep).join('/'))) {
        problems.push(
          `${relative}: test helpers and fixtures are named *.test-utils.ts(x) (or add the runner file to TESTS_ALLOW_LIST with its reason)`,
        );
      }
    }
  }
  return problems;
}

/** Production code (src, activities; not tests or test-utils) importing a `*.test-utils` file. */
export function findTestUtilsInProduction(dirs = [src, activities]) {
  const problems = [];
  for (const dir of dirs) {
    for (const file of files(dir)) {
      const name = path.basename(file);
      if (testFile.test(name) || testUtils.test(name)) continue;
      for (const { specifier, line } of importsOf(readFileSync(file, 'utf8'))) {
        if (!/\.test-utils(\.tsx?)?$/.test(specifier)) continue;
        problems.push(`${path.relative(root, file)}:${line}: production code imports the test helper "${specifier}"`);
      }
    }
  }
  return problems;
}

export function findViolations() {
  const problems = [];
  for (const file of files(src)) {
    if (file.startsWith(path.join(src, 'app') + path.sep)) continue;
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(importPattern)) {
      const specifier = match[1] ?? match[2] ?? match[3] ?? match[4];
      if (specifier && pointsIntoActivities(file, specifier)) {
        const line = text.slice(0, match.index).split('\n').length;
        problems.push(
          `${path.relative(root, file)}:${line}: imports "${specifier}" — only src/app may import activities/`,
        );
      }
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = [
    ...findViolations(),
    ...findDroppedImports(),
    ...findMockDeepImports(),
    ...findTestHelperNames(),
    ...findTestUtilsInProduction(),
  ];
  for (const problem of problems) console.error(problem);
  if (problems.length) process.exit(1);
  console.log(
    'boundaries: no imports of activities/ outside src/app; no dropped side-effect imports; the mock only through its entries; test helpers are *.test-utils and stay out of production',
  );
}
