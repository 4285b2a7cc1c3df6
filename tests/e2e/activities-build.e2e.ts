import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from '@rstest/core';
import { prebuiltDist, root } from './support.test-utils';

// Lazy loading, checked on a real production build: the home screen's initial chunks carry the manifests (titles,
// paths: the route table needs them) but none of a campaign's code, which sits in async chunks of its own.
/** The production build scripts/e2e.mjs made (the one `npm run budget` measures). */
const distDir = prebuiltDist('production');

function walk(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return walk(full, keep);
    return keep(full) ? [full] : [];
  });
}

const read = (file: string) => readFileSync(file, 'utf8');
const campaigns = readdirSync(path.join(root, 'activities')).filter((name) =>
  statSync(path.join(root, 'activities', name)).isDirectory(),
);
const coreSource = walk(path.join(root, 'src'), (file) => /\.tsx?$/.test(file))
  .map(read)
  .join('\n');
const manifestsSource = campaigns.map((id) => read(path.join(root, 'activities', id, 'manifest.ts'))).join('\n');

/**
 * What only a campaign's own pages contain: each `data-page` value as the minified JSX prop, and runs of Chinese UI
 * text — except those that also occur in src/ or in a manifest, which may rightly be in the first screen.
 */
function markersOf(id: string): string[] {
  const ui = walk(
    path.join(root, 'activities', id),
    (file) => /\/ui\/.*\.tsx$/.test(file) && !/\.test\.tsx$/.test(file),
  )
    .map(read)
    .join('\n');
  const pages = [...ui.matchAll(/data-page="([^"]+)"/g)].map((match) => `"data-page":"${match[1]}"`);
  const texts = [...ui.matchAll(/[\u4e00-\u9fff][\u4e00-\u9fff，。！？、：；「」（）]{3,}/g)].map((match) => match[0]);
  return [...new Set([...pages, ...texts])].filter(
    (marker) =>
      !coreSource.includes(marker.replace(/^"data-page":"(.*)"$/, 'data-page="$1"')) &&
      !manifestsSource.includes(marker),
  );
}

/** The marker as it is in the bundle: verbatim, or with its Chinese written as \u escapes. */
function foundIn(code: string, marker: string): boolean {
  const escaped = marker.replace(/[^\x20-\x7e]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return code.includes(marker) || code.toLowerCase().includes(escaped.toLowerCase());
}

describe('activity code in the production build', () => {
  let initial = '';
  let asyncChunks: { file: string; code: string }[] = [];

  beforeAll(() => {
    const dist = path.join(root, distDir);
    const manifest = JSON.parse(read(path.join(dist, 'manifest.json'))) as {
      entries: { index: { initial: { js: string[] }; async?: { js: string[] } } };
    };
    const html = read(path.join(dist, 'index.html'));
    const htmlScripts = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1] ?? '');
    const initialFiles = [...new Set([...manifest.entries.index.initial.js, ...htmlScripts])];
    expect(initialFiles.length).toBeGreaterThan(0);
    initial = [html, ...initialFiles.map((file) => read(path.join(dist, file)))].join('\n');
    asyncChunks = (manifest.entries.index.async?.js ?? []).map((file) => ({ file, code: read(path.join(dist, file)) }));
  });

  it('keeps even the manifests out of the first screen: they load together in one async chunk', () => {
    const allPaths = campaigns.flatMap((id) =>
      [...read(path.join(root, 'activities', id, 'manifest.ts')).matchAll(/\bpath: '([^']+)'/g)].map(
        (match) => match[1] ?? '',
      ),
    );
    expect(allPaths.length).toBeGreaterThan(campaigns.length - 1);
    expect(allPaths.filter((routePath) => initial.includes(routePath))).toEqual([]);
    const manifestChunk = asyncChunks.find((chunk) => allPaths.every((routePath) => chunk.code.includes(routePath)));
    expect(manifestChunk).toBeDefined();
  });

  it.each(campaigns)('keeps %s out of the home screen’s initial chunks, in async chunks of its own', (id) => {
    const markers = markersOf(id);
    // Without markers this test could not see the campaign: give its pages a data-page attribute.
    expect({ id, markers: markers.length > 0 }).toEqual({ id, markers: true });
    expect(markers.filter((marker) => foundIn(initial, marker))).toEqual([]);

    const own = asyncChunks.filter((chunk) => markers.some((marker) => foundIn(chunk.code, marker)));
    expect(own.length).toBeGreaterThan(0);
    const pageMarkers = markers.filter((marker) => marker.startsWith('"data-page"'));
    expect(pageMarkers.filter((marker) => !own.some((chunk) => chunk.code.includes(marker)))).toEqual([]);

    const others = campaigns
      .filter((other) => other !== id)
      .flatMap((other) => markersOf(other))
      .filter((marker) => !markers.includes(marker));
    const shared = own.filter((chunk) => others.some((marker) => foundIn(chunk.code, marker)));
    expect(shared.map((chunk) => chunk.file)).toEqual([]);
  });
});
