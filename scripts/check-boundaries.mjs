#!/usr/bin/env node
// Guards the one boundary steiger cannot see (it only reads src/): nothing in src/ except src/app may import
// activities/. Activities are campaigns the host knows only through the runtime in src/app.
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
  const problems = findViolations();
  for (const problem of problems) console.error(problem);
  if (problems.length) process.exit(1);
  console.log('activities boundary: no imports of activities/ outside src/app');
}
