import { readAsDataUrl } from '@/shared/lib/file';
import { IMAGE_SEND_EDGE } from '../config/form';

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('图片无法打开，请换一张'));
    image.src = url;
  });
}

/**
 * A picked image as a JPEG data URL no larger than IMAGE_SEND_EDGE px on its longer side: a 5 MB photo becomes a
 * few hundred KB in the form body. When the browser cannot draw it (no canvas), the file is sent as it is.
 */
export async function encodeImage(file: File, previewUrl: string): Promise<string> {
  const image = await loadImage(previewUrl);
  const scale = Math.min(1, IMAGE_SEND_EDGE / Math.max(image.naturalWidth, image.naturalHeight, 1));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
  canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
  const context = canvas.getContext('2d');
  if (!context) return readAsDataUrl(file);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', 0.85);
}
