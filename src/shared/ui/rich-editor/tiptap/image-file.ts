import { readAsDataUrl } from '@/shared/lib/file';

/** Longest side of an image the editor embeds; larger photos are scaled down (a phone photo is 4000 px wide). */
const MAX_SIDE = 1280;
/** A file up to this size that needs no scaling is embedded as it is. */
const EMBED_AS_IS = 400 * 1024;
const TYPES = /^image\/(png|jpeg|gif|webp)$/;

/**
 * A picked image as a `data:image/(png|jpeg|gif|webp);base64` URL (what the sanitiser keeps), scaled to at most
 * 1280 px and re-encoded as JPEG when large. Throws with a Chinese message for anything that is not such an image.
 */
export async function imageFileToDataUrl(file: File): Promise<string> {
  if (!TYPES.test(file.type)) throw new Error('请选择 PNG、JPEG、GIF 或 WebP 图片');
  const original = await readAsDataUrl(file);
  if (file.size <= EMBED_AS_IS || file.type === 'image/gif') return original;
  const image = new Image();
  image.src = original;
  await image.decode();
  const scale = Math.min(1, MAX_SIDE / Math.max(image.naturalWidth, image.naturalHeight));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(image.naturalWidth * scale);
  canvas.height = Math.round(image.naturalHeight * scale);
  canvas.getContext('2d')?.drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', 0.85);
}
