import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import {
  findDroppedImports,
  findMockDeepImports,
  findTestHelperNames,
  findTestUtilsInProduction,
  findViolations,
  pointsIntoActivities,
  pointsIntoMockInternals,
} from './check-boundaries.mjs';

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

describe('the mock backend through its public entries only', () => {
  const activityMock = path.join(root, 'activities/redpacket/mocks/handlers.ts');

  it('lets the index and server entries through, from anywhere', () => {
    expect(pointsIntoMockInternals(activityMock, '../../../src/app/mock')).toBe(false);
    expect(pointsIntoMockInternals(activityMock, '../../../src/app/mock/index')).toBe(false);
    expect(pointsIntoMockInternals(path.join(root, 'rsbuild.config.ts'), './src/app/mock/server')).toBe(false);
    expect(pointsIntoMockInternals(pageFile, '@/app/mock')).toBe(false);
  });

  it('flags deep imports into db, kit, handlers and minimal, relative or by alias', () => {
    expect(pointsIntoMockInternals(activityMock, '../../../src/app/mock/db/types')).toBe(true);
    expect(pointsIntoMockInternals(activityMock, '../../../src/app/mock/kit/endpoint')).toBe(true);
    expect(pointsIntoMockInternals(pageFile, '@/app/mock/minimal/mode')).toBe(true);
    expect(pointsIntoMockInternals(path.join(root, 'tests/setup.ts'), '../src/app/mock/backend')).toBe(true);
  });

  it('reports the file and line of a deep import', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wkt-mock-'));
    // Spelled in parts, or this very file would be a deep import to the check.
    const deep = ['@/app/mock', 'db', 'store'].join('/');
    writeFileSync(path.join(dir, 'x.ts'), `\nimport { getDb } from '${deep}';\n`);
    expect(findMockDeepImports([dir])).toEqual([expect.stringContaining('x.ts:2: imports "@/app/mock/db/store"')]);
  });

  it('finds none in the current tree, the activity scaffold templates included', () => {
    expect(findMockDeepImports()).toEqual([]);
  });
});

describe('test helpers are *.test-utils.ts(x)', () => {
  it('flags the other naming styles, fixture folders and production imports of a helper', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wkt-helpers-'));
    mkdirSync(path.join(dir, 'fixtures'));
    for (const name of ['test-kit.ts', 'testing.tsx', 'lesson-fixture.ts', 'card.fixture.ts', 'fake.test-helper.ts']) {
      writeFileSync(path.join(dir, name), 'export const x = 1;\n');
    }
    writeFileSync(path.join(dir, 'fixtures', 'lessons.ts'), 'export const x = 1;\n');
    writeFileSync(path.join(dir, 'card.test-utils.ts'), 'export const x = 1;\n');
    writeFileSync(path.join(dir, 'model.ts'), "import { x } from './card.test-utils';\nexport const y = x;\n");
    writeFileSync(path.join(dir, 'model.test.ts'), "import { x } from './card.test-utils';\n");
    expect(findTestHelperNames([dir])).toHaveLength(6);
    expect(findTestUtilsInProduction([dir])).toEqual([expect.stringContaining('model.ts:1: production code imports')]);
  });

  it('finds none in the current tree', () => {
    expect(findTestHelperNames()).toEqual([]);
    expect(findTestUtilsInProduction()).toEqual([]);
  });
});
