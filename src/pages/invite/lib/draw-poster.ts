import { appName } from '@/shared/config';

export type PosterInput = { title: string; nickName: string; rewardDesc: string; link: string };

/** Poster size in canvas pixels (shown at half: 300 × 480 CSS px, sharp on a 2x screen). */
export const POSTER_WIDTH = 600;
export const POSTER_HEIGHT = 960;
const QR_SIZE = 280;

/** Text wrapped to `maxWidth`, at most `maxLines` (the last one ends with … when cut). */
export function wrapText(measure: (text: string) => number, text: string, maxWidth: number, maxLines: number) {
  const lines: string[] = [];
  let line = '';
  for (const char of text) {
    if (measure(line + char) > maxWidth && line) {
      lines.push(line);
      line = char;
      if (lines.length === maxLines) break;
    } else line += char;
  }
  if (lines.length < maxLines && line) lines.push(line);
  else if (lines.length === maxLines && line) lines[maxLines - 1] = `${lines[maxLines - 1]?.slice(0, -1)}…`;
  return lines;
}

/** A rounded rectangle path (CanvasRenderingContext2D.roundRect is too new for iOS 13–15). */
function roundedRect(context: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  context.beginPath();
  context.moveTo(x + r, y);
  context.arcTo(x + w, y, x + w, y + h, r);
  context.arcTo(x + w, y + h, x, y + h, r);
  context.arcTo(x, y + h, x, y, r);
  context.arcTo(x, y, x + w, y, r);
  context.closePath();
}

function drawQr(context: CanvasRenderingContext2D, modules: boolean[][], x: number, y: number, size: number) {
  const cell = size / modules.length;
  context.fillStyle = '#ffffff';
  context.fillRect(x, y, size, size);
  context.fillStyle = '#111111';
  modules.forEach((row, rowIndex) => {
    row.forEach((dark, columnIndex) => {
      if (dark) context.fillRect(x + columnIndex * cell, y + rowIndex * cell, Math.ceil(cell), Math.ceil(cell));
    });
  });
}

/**
 * Draws the invite poster on the device and exports it as a PNG data URL, for an <img> the learner long-presses to
 * save (WeChat saves and recognises images, not canvases). Only colours and text: a cover from another origin would
 * taint the canvas and make the export fail. The QR encoder stays in this page's chunk (`eager`), as in lesson-attent.
 */
export async function drawPoster({ title, nickName, rewardDesc, link }: PosterInput): Promise<string> {
  const { encodeQR } = await import(/* webpackMode: "eager" */ 'qr');
  const modules = encodeQR(link, 'raw', { ecc: 'medium', border: 2 });
  const canvas = document.createElement('canvas');
  canvas.width = POSTER_WIDTH;
  canvas.height = POSTER_HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('当前浏览器无法生成图片');
  const font = (size: number, weight = 400) =>
    `${weight} ${size}px "PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif`;

  const background = context.createLinearGradient(0, 0, 0, POSTER_HEIGHT);
  background.addColorStop(0, '#e5483f');
  background.addColorStop(1, '#b8231b');
  context.fillStyle = background;
  context.fillRect(0, 0, POSTER_WIDTH, POSTER_HEIGHT);

  context.textAlign = 'center';
  context.textBaseline = 'top';
  context.fillStyle = '#ffe7b3';
  context.font = font(28);
  context.fillText(appName, POSTER_WIDTH / 2, 48);
  context.fillStyle = '#ffffff';
  context.font = font(48, 700);
  const titleLines = wrapText((text) => context.measureText(text).width, title, POSTER_WIDTH - 96, 2);
  titleLines.forEach((line, index) => {
    context.fillText(line, POSTER_WIDTH / 2, 104 + index * 62);
  });

  const cardTop = 260;
  context.fillStyle = '#ffffff';
  roundedRect(context, 40, cardTop, POSTER_WIDTH - 80, POSTER_HEIGHT - cardTop - 48, 24);
  context.fill();

  context.fillStyle = '#1f2329';
  context.font = font(32, 600);
  const inviter = wrapText((text) => context.measureText(text).width, nickName, POSTER_WIDTH - 200, 1)[0] ?? '';
  context.fillText(inviter, POSTER_WIDTH / 2, cardTop + 40);
  context.fillStyle = '#5c6370';
  context.font = font(26);
  context.fillText('邀请你一起听好课', POSTER_WIDTH / 2, cardTop + 88);
  if (rewardDesc) {
    context.fillStyle = '#d8382f';
    context.font = font(26, 600);
    const reward = wrapText((text) => context.measureText(text).width, rewardDesc, POSTER_WIDTH - 140, 1)[0] ?? '';
    context.fillText(reward, POSTER_WIDTH / 2, cardTop + 132);
  }
  const qrTop = cardTop + 190;
  drawQr(context, modules, (POSTER_WIDTH - QR_SIZE) / 2, qrTop, QR_SIZE);
  context.fillStyle = '#5c6370';
  context.font = font(24);
  context.fillText('长按识别二维码，立即加入', POSTER_WIDTH / 2, qrTop + QR_SIZE + 28);
  return canvas.toDataURL('image/png');
}
