/**
 * A picked file (picture, recording) as a data URL: what the uploads send and the editor embeds. Rejects with a
 * Chinese message a page can show as it is.
 */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('文件读取失败，请重新选择'));
    reader.readAsDataURL(file);
  });
}
