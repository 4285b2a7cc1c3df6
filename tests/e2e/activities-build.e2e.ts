import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from '@rstest/core';
import { ACTIVITY_CHUNKS_FILE, type ChunkRecord } from '../../src/app/activities/build-record';
import { prebuiltDist, root } from './support.test-utils';

// Lazy loading, checked on a real production build with the build's own record of its chunks (activity-chunks.json,
// written by rsbuild.config.ts): which chunk holds which file of activities/, and which chunks the first screen loads.
// Nothing is guessed from the bundle's text, so one campaign's words inside another's never confuse it.
/** The production build scripts/e2e.mjs made (the one `npm run budget` measures). */
const dist = path.join(root, prebuiltDist('production'));
const read = (file: string) => readFileSync(file, 'utf8');

const campaigns = readdirSync(path.join(root, 'activities')).filter((name) =>
  statSync(path.join(root, 'activities', name)).isDirectory(),
);
/** The campaign a file of activities/ belongs to, and whether it is its manifest. */
const ownerOf = (file: string) => file.split('/')[1] ?? '';
const isManifest = (file: string) => /^activities\/[^/]+\/manifest\.ts$/.test(file);
/** A chunk as a person reads it: its files, and the campaigns whose entry (index.ts) it holds. */
const where = (chunk: ChunkRecord) =>
  `${chunk.files.join(', ')}${chunk.entries.length ? ` (activity ${chunk.entries.join(', ')})` : ''}`;

describe('activity code in the production build', () => {
  let chunks: ChunkRecord[] = [];
  let firstScreen = '';

  beforeAll(() => {
    chunks = JSON.parse(read(path.join(dist, ACTIVITY_CHUNKS_FILE))) as ChunkRecord[];
    const html = read(path.join(dist, 'index.html'));
    const initialFiles = chunks.filter((chunk) => chunk.initial).flatMap((chunk) => chunk.files);
    expect(initialFiles.length).toBeGreaterThan(0);
    firstScreen = [html, ...initialFiles.map((file) => read(path.join(dist, file)))].join('\n');
  });

  it('keeps every file of activities/, even the manifests, out of the first screen', () => {
    const found = chunks
      .filter((chunk) => chunk.initial)
      .flatMap((chunk) => chunk.activityFiles.map((file) => `${ownerOf(file)}: ${file} is in ${where(chunk)}`));
    expect(found).toEqual([]);
    const routePaths = campaigns.flatMap((id) =>
      [...read(path.join(root, 'activities', id, 'manifest.ts')).matchAll(/\bpath: '([^']+)'/g)].map((m) => m[1]),
    );
    expect(routePaths.filter((routePath) => routePath && firstScreen.includes(routePath))).toEqual([]);
  });

  it('loads the manifests together, in one async chunk', () => {
    // A campaign may import its own manifest too; that copy sits in its own chunk.
    const holders = chunks.filter((chunk) =>
      campaigns.every((id) => chunk.activityFiles.includes(`activities/${id}/manifest.ts`)),
    );
    expect(holders.map(where)).toHaveLength(1);
  });

  it.each(campaigns)('puts %s’s code in chunks of its own, its entry among them', (id) => {
    const own = chunks.filter((chunk) => chunk.activityFiles.some((file) => ownerOf(file) === id && !isManifest(file)));
    const entry = own.filter((chunk) => chunk.activityFiles.includes(`activities/${id}/index.ts`));
    expect({ id, entryChunks: entry.length }).toEqual({ id, entryChunks: 1 });
    const intruders = own.flatMap((chunk) =>
      chunk.activityFiles
        .filter((file) => ownerOf(file) !== id)
        .map((file) => `${id}'s chunk ${where(chunk)} also holds ${ownerOf(file)}'s ${file}`),
    );
    expect(intruders).toEqual([]);
  });

  it('carries no time override: production never reads ?activityNow=', () => {
    const files = chunks.flatMap((chunk) => chunk.files).map((file) => read(path.join(dist, file)));
    expect(files.filter((code) => code.includes('activityNow')).length).toBe(0);
    expect(firstScreen).not.toContain('activityNow');
    // …while the test build, made from the same code, does: the check above looks at the right thing.
    const testDist = path.join(root, prebuiltDist('test'));
    const testChunks = JSON.parse(read(path.join(testDist, ACTIVITY_CHUNKS_FILE))) as ChunkRecord[];
    const testFiles = testChunks.flatMap((chunk) => chunk.files).map((file) => read(path.join(testDist, file)));
    expect(testFiles.some((code) => code.includes('activityNow'))).toBe(true);
  });
});
