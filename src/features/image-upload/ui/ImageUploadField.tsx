import { useUnit } from 'effector-react';
import type { ImageUploadModel } from '../model/image-upload';
import './image-upload.css';

type Props = {
  model: ImageUploadModel;
  /** The file input's id (the form focuses it when the image is missing). */
  id: string;
  label: string;
  /** A message from the form (missing image), shown under the field. */
  formError?: string | undefined;
};

/** 选择图片 → preview → uploaded at once; 重新上传 replaces it. A real file input, labelled. */
export function ImageUploadField({ model, id, label, formError }: Props) {
  const [preview, url, uploading, error, pick] = useUnit([
    model.$preview,
    model.$url,
    model.$uploading,
    model.$error,
    model.picked,
  ]);
  const message = error ?? formError;
  return (
    <div className="image-upload">
      <span className="image-upload__label" id={`${id}-label`}>
        {label}
      </span>
      <label className="image-upload__box" htmlFor={id} data-filled={Boolean(preview) || undefined}>
        {preview ? (
          <img className="image-upload__preview" src={preview} alt={`${label}预览`} />
        ) : (
          <span className="image-upload__plus" aria-hidden="true">
            +
          </span>
        )}
        <span className="image-upload__action">
          {uploading ? '上传中…' : url ? '点此更换' : preview ? '点此重新选择' : '点此选择图片'}
        </span>
      </label>
      <input
        id={id}
        className="image-upload__input"
        type="file"
        accept="image/*"
        aria-labelledby={`${id}-label`}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) pick(file);
          event.target.value = '';
        }}
      />
      {message && (
        <p className="image-upload__error" id={`${id}-error`}>
          {message}
        </p>
      )}
    </div>
  );
}
