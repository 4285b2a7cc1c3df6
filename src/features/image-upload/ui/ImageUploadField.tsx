import { useUnit } from 'effector-react';
import { IMAGE_KINDS } from '../config/kinds';
import type { ImageUploadModel } from '../model/image-upload';
import { wechatPickerInstead } from './use-image-source';
import './image-upload.css';

type Props = {
  model: ImageUploadModel;
  /** The file input's id (the form focuses it when the image is missing). */
  id: string;
  label: string;
  /** A message from the form (missing image), shown under the field. */
  formError?: string | undefined;
  /** The address the form holds, when the form keeps it (a cover): shown until a new picture is picked. */
  value?: string | undefined;
};

/** 选择图片 → preview → uploaded at once; tap again to replace it. A real file input, labelled; WeChat's picker inside WeChat. */
export function ImageUploadField({ model, id, label, formError, value }: Props) {
  const [preview, url, uploading, error, canRetry, pick, pickInWechat, retry] = useUnit([
    model.$preview,
    model.$url,
    model.$uploading,
    model.$error,
    model.$canRetry,
    model.picked,
    model.wechatPickRequested,
    model.retried,
  ]);
  const shown = preview || value || '';
  const message = error ?? formError;
  const shape = IMAGE_KINDS[model.kind];
  return (
    <div className="image-upload">
      <span className="image-upload__label" id={`${id}-label`}>
        {label}
      </span>
      <label className="image-upload__box" htmlFor={id} data-filled={Boolean(shown) || undefined}>
        {shown ? (
          <img
            className="image-upload__preview"
            src={shown}
            alt={`${label}预览`}
            style={'ratio' in shape ? { aspectRatio: String(shape.ratio), objectFit: 'cover' } : undefined}
          />
        ) : (
          <span className="image-upload__plus" aria-hidden="true">
            +
          </span>
        )}
        <span className="image-upload__action">
          {uploading ? '上传中…' : url || value ? '点此更换' : preview ? '点此重新选择' : '点此选择图片'}
        </span>
      </label>
      <input
        id={id}
        className="image-upload__input"
        type="file"
        accept="image/*"
        disabled={uploading}
        aria-labelledby={`${id}-label`}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        onClick={wechatPickerInstead(pickInWechat)}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) pick(file);
          event.target.value = '';
        }}
      />
      {message && (
        <p className="image-upload__error" id={`${id}-error`}>
          {message}
          {error && canRetry && (
            <button type="button" className="image-upload__retry" onClick={() => retry()}>
              重试
            </button>
          )}
        </p>
      )}
    </div>
  );
}
