import { ImageUploadField } from '@/features/image-upload';
import { slideImage } from '../model/slide-image';

type Props = { image: string; error?: string | undefined };

/** The picture: picked (the file dialog, or WeChat's picker inside WeChat), cut to the banner's 2.5:1, uploaded. */
export function ImageField({ image, error }: Props) {
  return (
    <div className="slide-form__field">
      <ImageUploadField model={slideImage} id="slide-image" label="轮播图" value={image} formError={error} />
      <p className="slide-form__hint">建议 750×300，会按这个比例居中裁剪</p>
    </div>
  );
}
