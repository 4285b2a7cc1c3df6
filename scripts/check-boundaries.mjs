#!/usr/bin/env node
// Guards what steiger cannot see:
// 1. nothing in src/ except src/app may import activities/ (campaigns are known only through the runtime in src/app);
// 2. no bare side-effect import (`import './model/x'`) of a script outside src/app: package.json's sideEffects
//    lists only CSS and src/app, so the bundler would silently drop such a module from production builds.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'src');
const activities = path.join(root, 'activities');
const importPattern =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)|import\s*['"]([^'"]+)['"]/g;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (/\.(tsx?|jsx?|mjs)$/.test(name)) yield full;
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
  const problems = [...findViolations(), ...findDroppedImports()];
  for (const problem of problems) console.error(problem);
  if (problems.length) process.exit(1);
  console.log('activities boundary: no imports of activities/ outside src/app; no dropped side-effect imports');
}
