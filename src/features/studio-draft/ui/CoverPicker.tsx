type Props = {
  id: string;
  label: string;
  /** The uploaded cover's address, '' for none. */
  value: string;
  uploading: boolean;
  onChoose: (file: File) => void;
  accept?: string;
  chooseText?: string;
  /** What the field holds now, when it is not a picture (a recording's file name). */
  current?: string;
};

/** A file input behind a visible button; a cover shows its preview (cut to the card's ratio before upload). */
export function FilePicker({ id, label, value, uploading, onChoose, accept = 'image/*', chooseText, current }: Props) {
  const image = accept.startsWith('image');
  return (
    <div className="studio-form__field">
      <span className="studio-form__label" id={`${id}-label`}>
        {label}
      </span>
      <div className="studio-form__cover">
        {image && value && <img src={value} alt="当前封面" />}
        {!image && current && <span>{current}</span>}
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
          {uploading ? '正在上传…' : (chooseText ?? (value ? '更换' : '选择文件'))}
        </label>
      </div>
    </div>
  );
}
