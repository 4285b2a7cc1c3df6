// `npm run activity:new -- <id> [--title <中文标题>]`: creates activities/<id>/ from scripts/activity-template (manifest,
// first page, model, API call, mock handlers, tests, README) and its end-to-end test tests/e2e/activity-<id>.e2e.ts,
// then validates the manifests like `npm run activity:check` and removes both again if they do not pass. Without arguments it asks, but only on a terminal (not in CI).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { checkActivities } from '../src/app/activities/check-on-disk';
import { ID_PATTERN, renderActivity, renderActivityE2e, titleProblem } from './activity-template/render';

const root = path.resolve(import.meta.dirname, '..');
const DEFAULT_TITLE = '新活动';
const USAGE = `用法：npm run activity:new -- <id> [--title <中文标题>]
  <id>      活动 id：kebab-case，如 spring-sale（也是文件夹名，首页路由为 /activity/<id>/index）
  --title   活动标题，默认「${DEFAULT_TITLE}」
在终端里不带参数运行时，会逐项询问。`;

type Answers = { id?: string; title?: string; help?: boolean };

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function parseArgs(args: readonly string[]): Answers {
  const answers: Answers = {};
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? '';
    if (arg === '-h' || arg === '--help') answers.help = true;
    else if (arg === '--title') answers.title = args[++index] ?? fail(`--title 后面需要一个标题\n\n${USAGE}`);
    else if (arg.startsWith('--title=')) answers.title = arg.slice('--title='.length);
    else if (arg.startsWith('-')) fail(`不认识的选项 ${arg}\n\n${USAGE}`);
    else if (answers.id === undefined) answers.id = arg;
    else fail(`多余的参数 ${arg}：一次只能创建一个活动\n\n${USAGE}`);
  }
  return answers;
}

function idProblem(id: string): string | null {
  if (!ID_PATTERN.test(id)) {
    return `活动 id「${id}」不是 kebab-case：需要小写字母开头，只含小写字母、数字和单个连字符，如 spring-sale`;
  }
  if (existsSync(path.join(root, 'activities', id))) return `activities/${id}/ 已经存在：换一个 id，或先删除这个文件夹`;
  const e2e = renderActivityE2e({ id, title: '' }).file;
  if (existsSync(path.join(root, e2e))) return `${e2e} 已经存在：换一个 id，或先删除这个文件`;
  return null;
}

/** Asks until the answer is usable (an empty answer counts as `fallback`). */
async function askUntilValid(
  question: string,
  problemOf: (answer: string) => string | null,
  fallback = '',
): Promise<string> {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    for (;;) {
      const answer = (await prompt.question(question)).trim() || fallback;
      const problem = problemOf(answer);
      if (!problem) return answer;
      console.error(problem);
    }
  } finally {
    prompt.close();
  }
}

async function answers(): Promise<{ id: string; title: string }> {
  const given = parseArgs(process.argv.slice(2));
  if (given.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (given.id !== undefined) return { id: given.id, title: given.title?.trim() ?? DEFAULT_TITLE };
  // No prompts without a terminal: CI would wait for input forever.
  if (!process.stdin.isTTY) fail(`缺少活动 id。\n\n${USAGE}`);
  const id = await askUntilValid('活动 id（kebab-case，如 spring-sale）：', idProblem);
  const title =
    given.title?.trim() ??
    (await askUntilValid(`活动标题（回车用「${DEFAULT_TITLE}」）：`, titleProblem, DEFAULT_TITLE));
  return { id, title };
}

const { id, title } = await answers();
const problem = idProblem(id) ?? titleProblem(title);
if (problem) fail(problem);

const folder = path.join(root, 'activities', id);
const files = renderActivity({ id, title });
for (const [file, text] of files) {
  mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
  writeFileSync(path.join(folder, file), text);
}
const e2e = renderActivityE2e({ id, title });
writeFileSync(path.join(root, e2e.file), e2e.text);

// The same validation as `npm run activity:check` (and the build): a new route may collide with another campaign's.
const { problems } = await checkActivities(root);
const ours = problems.filter((line) => line.includes(`activities/${id}/`));
if (ours.length) {
  rmSync(folder, { recursive: true, force: true });
  rmSync(path.join(root, e2e.file), { force: true });
  fail(`新活动没有通过清单检查，已删除 activities/${id}/ 和 ${e2e.file}：\n${ours.join('\n')}`);
}
const others = problems.filter((line) => !ours.includes(line));
if (others.length)
  console.warn(`注意：其他活动的清单有问题（与新活动无关），npm start 会拒绝启动：\n${others.join('\n')}\n`);

// Long titles can push a line past the width Biome formats to; this keeps `npm run lint` green whatever the title.
const format = spawnSync(path.join(root, 'node_modules/.bin/biome'), ['format', '--write', folder, e2e.file], {
  cwd: root,
  encoding: 'utf8',
});
if (format.status !== 0) console.warn(`Biome 没能格式化新文件：\n${format.stderr}`);

console.log(`已创建 activities/${id}/（${title}）：
${[...files.keys()].map((file) => `  ${file}`).join('\n')}
以及端到端测试 ${e2e.file}

下一步：
  npm start                          然后打开 http://localhost:3000/?token=mock.1.dev#/activity/${id}/index
  npx rstest -c tests/rstest.config.ts activities/${id}
  node scripts/e2e.mjs activity-${id} activities-build
  npm run activity:check
说明见 activities/README.md。`);
