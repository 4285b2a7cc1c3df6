import type { QrOpts } from 'qr';

/**
 * Medium error correction survives a glare or a cracked screen; a 4-module quiet zone is what the standard asks
 * and what WeChat's recogniser finds the code by; 8 px a module stays sharp at 220 CSS px on a 3x phone screen.
 */
export const qrOptions = { ecc: 'medium', border: 4, scale: 8 } as const satisfies QrOpts;

/**
 * The text as a QR code image, a GIF data URL for a plain <img> (WeChat's long-press recogniser reads raster
 * images). The encoder is imported only here, so it loads with this lazy page and never with the home screen.
 * `eager` keeps it inside this page's chunk: an async chunk of its own would add its name and hash to the chunk map
 * the home screen's runtime carries, and that budget has no bytes to spare.
 */
export async function drawQrCode(text: string): Promise<string> {
  const { encodeQR } = await import(/* webpackMode: "eager" */ 'qr');
  return encodeQR(text, 'data-url', qrOptions);
}
