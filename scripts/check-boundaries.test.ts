import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { findDroppedImports, findViolations, pointsIntoActivities } from './check-boundaries.mjs';

const root = path.resolve(import.meta.dirname, '..');
const pageFile = path.join(root, 'src/pages/home/ui/HomePage.tsx');

describe('activities boundary check', () => {
  it('flags the alias and relative paths that reach into activities/', () => {
    expect(pointsIntoActivities(pageFile, '@activities/redpacket')).toBe(true);
    expect(pointsIntoActivities(pageFile, '../../../../activities/redpacket/manifest')).toBe(true);
  });

  it('lets other imports through, including look-alike names', () => {
    expect(pointsIntoActivities(pageFile, '@/shared/api')).toBe(false);
    expect(pointsIntoActivities(pageFile, '../../../../activities-archive/x')).toBe(false);
    expect(pointsIntoActivities(pageFile, './activities')).toBe(false);
  });

  it('finds nothing in the current tree', () => {
    expect(findViolations()).toEqual([]);
  });
});

describe('dropped side-effect imports', () => {
  it('flags a bare import of a script outside src/app, not of CSS', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wkt-imports-'));
    writeFileSync(path.join(dir, 'page.ts'), "import './model/wiring';\nimport './page.css';\nexport const x = 1;\n");
    expect(findDroppedImports([dir])).toEqual([
      expect.stringContaining('import "./model/wiring" for its side effects'),
    ]);
  });

  it('finds none in the current tree', () => {
    expect(findDroppedImports()).toEqual([]);
  });
});
