/** Slides are shown 2.5:1 (the home banner's 750×300); uploads are cropped to that, centred, at that size. */
export const SLIDE_WIDTH = 750;
export const SLIDE_HEIGHT = 300;

/** The centred part of a `width`×`height` picture that has the slide's shape. */
export function coverCrop(width: number, height: number): { sx: number; sy: number; sw: number; sh: number } {
  const ratio = SLIDE_WIDTH / SLIDE_HEIGHT;
  if (width / height > ratio) {
    const sw = Math.round(height * ratio);
    return { sx: Math.round((width - sw) / 2), sy: 0, sw, sh: height };
  }
  const sh = Math.round(width / ratio);
  return { sx: 0, sy: Math.round((height - sh) / 2), sw: width, sh };
}

/** Reads a picked picture, crops it to the slide's shape and answers a JPEG data URL. */
export async function cropToSlide(file: File): Promise<string> {
  if (!file.type.startsWith('image/')) throw new Error('请选择图片文件');
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const { sx, sy, sw, sh } = coverCrop(image.naturalWidth, image.naturalHeight);
    const canvas = document.createElement('canvas');
    canvas.width = SLIDE_WIDTH;
    canvas.height = SLIDE_HEIGHT;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('无法处理这张图片');
    context.drawImage(image, sx, sy, sw, sh, 0, 0, SLIDE_WIDTH, SLIDE_HEIGHT);
    return canvas.toDataURL('image/jpeg', 0.85);
  } catch (error) {
    throw error instanceof Error && error.message.startsWith('请') ? error : new Error('图片无法读取，请换一张');
  } finally {
    URL.revokeObjectURL(url);
  }
}
