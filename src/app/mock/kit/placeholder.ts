import { hexDigest } from './hash';
import { escapeHtml } from './respond';

/** Shapes of the generated images: covers 16:9, banners wide, avatars and icons square. */
const SIZES: Record<string, [width: number, height: number]> = {
  cover: [640, 360],
  banner: [750, 300],
  avatar: [200, 200],
  icon: [96, 96],
};

export function placeholderSize(kind: string): [number, number] | null {
  return SIZES[kind] ?? null;
}

const words = new Intl.Segmenter('zh', { granularity: 'word' });

/**
 * Splits a title into at most 3 lines of about `perLine` characters, between words (沟通|技巧|入门, Excel): a line
 * breaks inside a word only when that word alone is longer than a line. Punctuation stays on the line before it.
 */
export function wrapTitle(text: string, perLine: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const { segment, isWordLike } of words.segment(text)) {
    const fits = [...line].length + [...segment].length <= perLine;
    if (fits || !line || !isWordLike) {
      line += segment;
    } else {
      lines.push(line.trimEnd());
      line = segment.trimStart();
    }
    while ([...line].length > perLine && isWordLike) {
      lines.push([...line].slice(0, perLine).join(''));
      line = [...line].slice(perLine).join('');
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines.slice(0, 3);
}

/** An SVG with a colour picked from `seed` and `label` on it; square images show only the first character(s). */
export function placeholderSvg(kind: string, seed: string, label: string): string {
  const [width, height] = SIZES[kind] ?? [640, 360];
  const hue = Number.parseInt(hexDigest(seed, 6), 16) % 360;
  const square = width === height;
  const text = square ? [...label].slice(0, kind === 'avatar' ? 1 : 2).join('') : label;
  const fontSize = square ? Math.round(width * (kind === 'avatar' ? 0.45 : 0.3)) : Math.round(height / 9);
  const lines = square ? [text] : wrapTitle(text, Math.floor((width * 0.85) / fontSize));
  const firstY = height / 2 - ((lines.length - 1) * fontSize * 1.3) / 2;
  const tspans = lines
    .map(
      (line, index) => `<tspan x="50%" y="${Math.round(firstY + index * fontSize * 1.3)}">${escapeHtml(line)}</tspan>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,58%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},55%,42%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<text fill="#fff" font-family="PingFang SC,Noto Sans CJK SC,sans-serif" font-size="${fontSize}" font-weight="600" text-anchor="middle" dominant-baseline="middle">${tspans}</text>
</svg>`;
}
