export { createImageUpload, type ImageUploadModel } from './model/image-upload';
export { ImageUploadField } from './ui/ImageUploadField';
