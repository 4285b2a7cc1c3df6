import { useUnit } from 'effector-react';
import { formClass } from '@/shared/ui/form-field';
import { IMAGE_MAX_BYTES, IMAGES_MAX } from '../config/form';
import { $imageError, $images, imageRemoved, imagesPicked } from '../model/images';

/** Up to three images, previewed from the picked files; each removable. */
export function ReportImages() {
  const [images, error, picked, removed] = useUnit([$images, $imageError, imagesPicked, imageRemoved]);
  return (
    <div className={formClass.card}>
      <p className={formClass.label} id="report-images-label">
        图片{' '}
        <span className="help-report__optional">
          （选填，最多 {IMAGES_MAX} 张，每张不超过 {IMAGE_MAX_BYTES / 1024 / 1024} MB）
        </span>
      </p>
      <ul className="help-report__images" aria-labelledby="report-images-label">
        {images.map((image, index) => (
          <li key={image.id} className="help-report__image">
            <img src={image.url} alt={`已选图片 ${index + 1}`} />
            <button
              type="button"
              className="help-report__image-remove"
              aria-label={`删除图片 ${index + 1}`}
              onClick={() => removed(image.id)}
            >
              ×
            </button>
          </li>
        ))}
        {images.length < IMAGES_MAX && (
          <li className="help-report__image help-report__image--add">
            <label className="help-report__add">
              <span aria-hidden="true">＋</span>
              <span>添加图片</span>
              <input
                className="help-report__file"
                type="file"
                accept="image/*"
                multiple
                onChange={(event) => {
                  picked([...(event.target.files ?? [])]);
                  event.target.value = '';
                }}
              />
            </label>
          </li>
        )}
      </ul>
      {error && (
        <p className={formClass.error} role="alert">
          {error}
        </p>
      )}
      <p className="help-report__note">图片不会保存在草稿里：提交失败或重新登录后，文字仍在，图片需要重新选择。</p>
    </div>
  );
}
