import type { ImageShape } from '../config/kinds';

function loadImage(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  return new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('图片无法打开，请换一张'));
    image.src = url;
  }).finally(() => URL.revokeObjectURL(url));
}

/** Where to cut a `ratio` (width / height) box out of the middle of a picture, covering as much as fits. */
export function centreCrop(width: number, height: number, ratio: number) {
  const cropWidth = Math.min(width, height * ratio);
  const cropHeight = cropWidth / ratio;
  return { x: (width - cropWidth) / 2, y: (height - cropHeight) / 2, width: cropWidth, height: cropHeight };
}

function draw(image: HTMLImageElement, source: ReturnType<typeof centreCrop>, width: number, height: number) {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width));
  canvas.height = Math.max(1, Math.round(height));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('这台设备无法处理图片，请换一台设备');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, source.x, source.y, source.width, source.height, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', 0.85);
}

/** The picture cut to the card's ratio on the phone (a canvas), `width` px wide, as a JPEG data URL. */
export async function cropToRatio(file: Blob, ratio: number, width: number): Promise<string> {
  const image = await loadImage(file);
  const box = centreCrop(image.naturalWidth, image.naturalHeight, ratio);
  const outWidth = Math.min(width, box.width);
  return draw(image, box, outWidth, outWidth / ratio);
}

/** A picked file made ready to send: cut to its shape, or only scaled down. */
export function prepareImage(file: Blob, shape: ImageShape): Promise<string> {
  return 'ratio' in shape ? cropToRatio(file, shape.ratio, shape.width) : scaleToEdge(file, shape.edge);
}

/** The whole picture, no larger than `edge` px on its longer side (courseware pages stay readable). */
export async function scaleToEdge(file: Blob, edge: number): Promise<string> {
  const image = await loadImage(file);
  const { naturalWidth: width, naturalHeight: height } = image;
  const scale = Math.min(1, edge / Math.max(width, height, 1));
  return draw(image, { x: 0, y: 0, width, height }, width * scale, height * scale);
}
