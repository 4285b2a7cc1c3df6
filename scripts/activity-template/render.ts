import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The files of a new activity, made from the templates in ./files: each `*.tpl` becomes the file of the same path
 * without `.tpl`, with `__id__` (in paths and text) and `__title__` filled in.
 */
const templateDir = path.join(import.meta.dirname, 'files');
const e2eTemplate = path.join(import.meta.dirname, 'e2e', 'activity-__id__.e2e.ts.tpl');

export type ActivityVars = { id: string; title: string };

/** kebab-case, starting with a letter: the manifest schema's rule for ids (src/app/activities/manifest-schema.ts). */
export const ID_PATTERN = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

function templates(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return templates(full);
    return entry.name.endsWith('.tpl') ? [full] : [];
  });
}

/**
 * Why a title cannot be used, or null. It goes verbatim into TypeScript strings and JSX attributes, so quotes,
 * backslashes, braces and angle brackets are refused rather than escaped in every flavour.
 */
export function titleProblem(title: string): string | null {
  if (!title.trim()) return '标题不能为空';
  if (title.length > 30) return '标题最多 30 个字';
  if (/[\\'"`<>{}\p{Cc}]/u.test(title)) return '标题不能包含引号、反斜杠、尖括号、花括号或换行';
  return null;
}

function fill(text: string, { id, title }: ActivityVars): string {
  // Replacer functions: a `$&` in a title must stay literal.
  return text.replaceAll('__id__', () => id).replaceAll('__title__', () => title);
}

/** Relative path (inside activities/<id>/) → content. */
export function renderActivity(vars: ActivityVars): Map<string, string> {
  const files = new Map<string, string>();
  for (const template of templates(templateDir).sort()) {
    const relative = path.relative(templateDir, template).slice(0, -'.tpl'.length).replaceAll('__id__', vars.id);
    files.set(relative, fill(readFileSync(template, 'utf8'), vars));
  }
  return files;
}

/** The campaign's end-to-end test: its path in the repository (tests/e2e/activity-<id>.e2e.ts) and its content. */
export function renderActivityE2e(vars: ActivityVars): { file: string; text: string } {
  return { file: `tests/e2e/activity-${vars.id}.e2e.ts`, text: fill(readFileSync(e2eTemplate, 'utf8'), vars) };
}
