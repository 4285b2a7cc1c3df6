import { formClass } from '@/shared/ui/form-field';

type Props = {
  id: string;
  label: string;
  uploading: boolean;
  onChoose: (file: File) => void;
  accept: string;
  chooseText: string;
  /** What the field holds now (the recording's file name, or what is missing). */
  current: string;
};

/** A recording: a file input behind a visible button (pictures use features/image-upload). */
export function MediaPicker({ id, label, uploading, onChoose, accept, chooseText, current }: Props) {
  return (
    <div className={formClass.card}>
      <span className={formClass.label} id={`${id}-label`}>
        {label}
      </span>
      <div className="studio-form__cover">
        <span>{current}</span>
        <input
          id={id}
          className="studio-form__file"
          type="file"
          accept={accept}
          aria-labelledby={`${id}-label ${id}-button`}
          disabled={uploading}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onChoose(file);
            event.target.value = '';
          }}
        />
        <label className="studio-form__file-button" htmlFor={id} id={`${id}-button`} aria-busy={uploading}>
          {uploading ? '正在上传…' : chooseText}
        </label>
      </div>
    </div>
  );
}
