import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { renderActivity } from '../../../scripts/activity-template/render';
import { validateManifests } from './validate';

// activities/README.md is all a marketing developer reads: the facts it states that can drift are checked here.
const root = path.resolve(import.meta.dirname, '../../..');
const readme = readFileSync(path.join(root, 'activities/README.md'), 'utf8');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('activities/README.md', () => {
  it('states the first-screen budget of scripts/budget.mjs', () => {
    const budget = /BUDGET_BYTES = ([\d.]+) \* 1024/.exec(read('scripts/budget.mjs'))?.[1];
    expect(budget).toBeDefined();
    expect(readme).toContain(`\`BUDGET_BYTES\`: ${budget} KB gzip`);
    expect(readme).not.toMatch(/under 100 KB/);
  });

  it('quotes the message of a missing field as the check prints it', () => {
    const route = { path: '/activity/demo/index', page: 'index', title: '活动', auth: 'silent', share: false };
    const manifest = { apiVersion: 'weiketang.activity/v1', id: 'demo', routes: [route] };
    const [problem] = validateManifests([{ file: 'f', folder: 'demo', manifest }], []).problems;
    const message = problem?.replace(/^f: title: /, '') ?? '';
    expect(message).not.toBe('');
    expect(readme).toContain(`\`<field>: ${message}\``);
  });

  it('shows the share image path the scaffold writes, and where the mock serves it', async () => {
    const image = /image: '([^']+)'/.exec(
      renderActivity({ id: 'spring-sale', title: '春季特惠' }).get('manifest.ts') ?? '',
    );
    expect(image?.[1]).toBe('/activity/spring-sale/share.png');
    expect(readme).toContain(`image: '${image?.[1]}'`);
    expect(readme).toContain(`/mock-cdn${image?.[1]}`);
    const served = await fetch(`http://localhost/mock-cdn${image?.[1]}`);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png']);
  });

  it('links docs/api.md before the first step, and says the manifests are not in the first screen', () => {
    expect(readme.indexOf('](../docs/api.md)')).toBeGreaterThan(-1);
    expect(readme.indexOf('](../docs/api.md)')).toBeLessThan(readme.indexOf('## Create one'));
    expect(readme).not.toMatch(/manifest is (part of|in) the first screen/);
  });

  it('lists the real campaigns in the output of activity:check', () => {
    const context = import.meta.webpackContext('../../../activities', {
      recursive: true,
      regExp: /^\.\/[a-z0-9-]+\/manifest\.ts$/,
      mode: 'sync',
    });
    const ids = context.keys().map((key) => key.split('/')[1]);
    expect(readme).toContain(`${ids.length} activity manifest(s) valid: ${ids.sort().join(', ')}`);
  });
});
