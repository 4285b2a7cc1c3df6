import { appName } from '@/shared/config';

export type SharePosterInput = {
  name: string;
  price: string;
  cover: string;
  avatar: string;
  nickName: string;
  link: string;
};

/** Canvas pixels; shown at half size (300 × 420 CSS px), sharp on a 2x screen. */
export const SHARE_POSTER_WIDTH = 600;
export const SHARE_POSTER_HEIGHT = 840;
const COVER_HEIGHT = 338;
const QR_SIZE = 220;
const FONT = '"PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif';

/** An image that may be drawn and exported: loaded with CORS; null when it cannot be (then a plain block shows). */
function loadImage(src: string): Promise<HTMLImageElement | null> {
  if (!src) return Promise.resolve(null);
  return new Promise((resolve) => {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => resolve(null);
    image.src = src;
  });
}

/** Text cut to `maxWidth`, on at most `maxLines` lines, the last one ending with … when cut. */
export function wrapLines(measure: (text: string) => number, text: string, maxWidth: number, maxLines: number) {
  const lines: string[] = [];
  let line = '';
  for (const char of text) {
    if (line && measure(line + char) > maxWidth) {
      lines.push(line);
      line = char;
      if (lines.length === maxLines) break;
    } else line += char;
  }
  if (lines.length < maxLines && line) lines.push(line);
  else if (lines.length === maxLines && line) lines[maxLines - 1] = `${lines[maxLines - 1]?.slice(0, -1)}…`;
  return lines;
}

type Images = { cover: HTMLImageElement | null; avatar: HTMLImageElement | null };

function paint(context: CanvasRenderingContext2D, input: SharePosterInput, modules: boolean[][], images: Images) {
  const width = SHARE_POSTER_WIDTH;
  const font = (size: number, weight = 400) => `${weight} ${size}px ${FONT}`;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, SHARE_POSTER_HEIGHT);
  if (images.cover) context.drawImage(images.cover, 0, 0, width, COVER_HEIGHT);
  else {
    context.fillStyle = '#d8382f';
    context.fillRect(0, 0, width, COVER_HEIGHT);
    context.fillStyle = '#ffffff';
    context.font = font(44, 700);
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.fillText(appName, width / 2, COVER_HEIGHT / 2);
  }
  context.textAlign = 'left';
  context.textBaseline = 'top';
  context.fillStyle = '#1f2329';
  context.font = font(36, 700);
  const lines = wrapLines((text) => context.measureText(text).width, input.name, width - 64, 2);
  lines.forEach((line, index) => {
    context.fillText(line, 32, COVER_HEIGHT + 32 + index * 48);
  });
  context.fillStyle = '#d8382f';
  context.font = font(40, 700);
  context.fillText(input.price, 32, COVER_HEIGHT + 140);

  const rowTop = COVER_HEIGHT + 220;
  context.fillStyle = '#e5e6eb';
  context.fillRect(32, rowTop - 24, width - 64, 2);
  const avatarSize = 88;
  context.save();
  context.beginPath();
  context.arc(32 + avatarSize / 2, rowTop + avatarSize / 2 + 8, avatarSize / 2, 0, Math.PI * 2);
  context.clip();
  if (images.avatar) context.drawImage(images.avatar, 32, rowTop + 8, avatarSize, avatarSize);
  else {
    context.fillStyle = '#f5c542';
    context.fillRect(32, rowTop + 8, avatarSize, avatarSize);
  }
  context.restore();
  context.fillStyle = '#1f2329';
  context.font = font(30, 600);
  const nick = wrapLines((text) => context.measureText(text).width, input.nickName || '我', 200, 1)[0] ?? '';
  context.fillText(nick, 32, rowTop + 112);
  context.fillStyle = '#5c6370';
  context.font = font(26);
  context.fillText('向你推荐一门好课', 32, rowTop + 156);
  context.fillText('长按识别二维码', 32, rowTop + 196);

  const qrX = width - 32 - QR_SIZE;
  const cell = QR_SIZE / modules.length;
  context.fillStyle = '#111111';
  modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) context.fillRect(qrX + x * cell, rowTop + y * cell, Math.ceil(cell), Math.ceil(cell));
    });
  });
}

/**
 * Draws the promotion poster on the device (goods cover, name, price, the promoter's avatar and name, a QR code of
 * the promotion link) and exports it as a PNG data URL for an <img> (WeChat saves long-pressed images, not
 * canvases). Images load with CORS; one that cannot be exported (no CORS headers: a tainted canvas) is left out and
 * the poster is drawn again without pictures rather than not at all.
 */
export async function drawSharePoster(input: SharePosterInput): Promise<string> {
  const { encodeQR } = await import(/* webpackMode: "eager" */ 'qr');
  const modules = encodeQR(input.link, 'raw', { ecc: 'medium', border: 2 });
  const canvas = document.createElement('canvas');
  canvas.width = SHARE_POSTER_WIDTH;
  canvas.height = SHARE_POSTER_HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('当前浏览器无法生成图片');
  const [cover, avatar] = await Promise.all([loadImage(input.cover), loadImage(input.avatar)]);
  paint(context, input, modules, { cover, avatar });
  try {
    return canvas.toDataURL('image/png');
  } catch {
    paint(context, input, modules, { cover: null, avatar: null });
    return canvas.toDataURL('image/png');
  }
}
