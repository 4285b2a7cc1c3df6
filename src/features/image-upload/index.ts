export { uploadImageFx } from './api/upload-image';
export { IMAGE_KINDS, type ImageKind } from './config/kinds';
export { createImageBatchUpload, type ImageBatchUploadModel } from './model/image-batch';
export { createImageUpload, type ImageUploadModel } from './model/image-upload';
export { AddImagesButton } from './ui/AddImagesButton';
export { ImageUploadField } from './ui/ImageUploadField';
