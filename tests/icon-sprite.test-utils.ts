import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The ids of the symbols in the page's icon sprite (src/app/index.html), which `<use href="#…">` draws. */
export function spriteSymbolIds(): Set<string> {
  const html = readFileSync(path.resolve(process.cwd(), 'src/app/index.html'), 'utf8');
  return new Set([...html.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1] as string));
}

/** The symbols a rendered piece of UI draws: each `<use>`'s href without its #. */
export function usedSymbols(container: Element): string[] {
  return [...container.querySelectorAll('use')].map((use) => (use.getAttribute('href') ?? '').replace(/^#/, ''));
}
