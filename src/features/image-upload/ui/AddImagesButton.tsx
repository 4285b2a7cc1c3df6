import { useUnit } from 'effector-react';
import type { ImageBatchUploadModel } from '../model/image-batch';
import { wechatPickerInstead } from './use-image-source';
import './image-upload.css';

type Props = { model: ImageBatchUploadModel; id: string; label: string };

/** 添加图片: several pictures at once (a file input with `multiple`, WeChat's picker inside WeChat), sent in order. */
export function AddImagesButton({ model, id, label }: Props) {
  const [remaining, error, canRetry, picked, pickInWechat, retry] = useUnit([
    model.$remaining,
    model.$error,
    model.$canRetry,
    model.filesPicked,
    model.wechatPickRequested,
    model.retried,
  ]);
  return (
    <div className="image-upload">
      <input
        id={id}
        className="image-upload__input"
        type="file"
        accept="image/*"
        multiple
        aria-labelledby={`${id}-button`}
        onClick={wechatPickerInstead(pickInWechat)}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length) picked(files);
        }}
      />
      <label className="image-upload__add" htmlFor={id} id={`${id}-button`} aria-busy={remaining > 0}>
        {remaining ? `正在上传，还剩 ${remaining} 张…` : label}
      </label>
      {error && (
        <p className="image-upload__error" role="alert">
          上传失败：{error}
          {canRetry && (
            <button type="button" className="image-upload__retry" onClick={() => retry()}>
              重试
            </button>
          )}
        </p>
      )}
    </div>
  );
}
