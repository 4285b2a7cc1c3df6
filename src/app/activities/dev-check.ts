import type { ActivityManifest } from '@/shared/activity';

/**
 * `npm start` only (runtime.ts imports this in development builds alone): the dev server's latest check of the
 * manifests, the one `npm run activity:check` runs, done again on every manifest edit (rsbuild.config.ts). The
 * broken campaigns' routes are left out, so a campaign that clashes with another never takes its address, and the
 * problems are shown on the page until dismissed, as well as in the terminal.
 */
type DevCheck = { problems: string[]; broken: string[] };

export async function withoutBrokenManifests(manifests: ActivityManifest[]): Promise<ActivityManifest[]> {
  const check = await fetch('/__activities/check')
    .then((response) => response.json() as Promise<DevCheck>)
    .catch((): DevCheck => ({ problems: [], broken: [] }));
  if (!check.problems.length) return manifests;
  for (const problem of check.problems) console.error(`[activity] ${problem}`);
  showProblems(check);
  return manifests.filter((manifest) => !check.broken.includes(manifest.id));
}

/** Plain DOM on purpose: it must show whatever state the app is in, and never ships beyond development. */
function showProblems({ problems, broken }: DevCheck): void {
  document.getElementById('activity-dev-problems')?.remove();
  const panel = document.createElement('aside');
  panel.id = 'activity-dev-problems';
  panel.setAttribute('role', 'alert');
  panel.style.cssText =
    'position:fixed;left:0;right:0;bottom:0;z-index:10000;max-height:50vh;overflow:auto;padding:12px 16px;' +
    'background:#fff1f0;color:#a8071a;border-top:2px solid #a8071a;font:14px/1.5 monospace;white-space:pre-wrap';
  const heading = document.createElement('strong');
  heading.textContent = `活动清单有误（npm run activity:check），这些活动的路由没有注册：${broken.join('、')}`;
  const lines = document.createElement('pre');
  lines.style.cssText = 'margin:8px 0;white-space:pre-wrap';
  lines.textContent = problems.join('\n');
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = '关闭';
  close.addEventListener('click', () => panel.remove());
  panel.append(heading, lines, close);
  document.body.append(panel);
}
