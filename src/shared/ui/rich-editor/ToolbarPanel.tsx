import type { Editor } from '@tiptap/core';
import { type FormEvent, useId, useState } from 'react';
import { imageFileToDataUrl } from './tiptap/image-file';
import { normaliseImageUrl, normaliseLinkUrl } from './tiptap/link-url';
import { TEXT_COLORS } from './tiptap/toolbar-actions';

type Props = { editor: Editor; panel: 'color' | 'link' | 'image'; onClose: () => void };

/** The toolbar's second row: the colour palette, the link form or the image form. */
export function ToolbarPanel({ editor, panel, onClose }: Props) {
  if (panel === 'color') return <ColorPanel editor={editor} onClose={onClose} />;
  if (panel === 'link') return <LinkPanel editor={editor} onClose={onClose} />;
  return <ImagePanel editor={editor} onClose={onClose} />;
}

function ColorPanel({ editor, onClose }: Omit<Props, 'panel'>) {
  const current = editor.getAttributes('textStyle').color as string | undefined;
  const pick = (color: string | null) => {
    const chain = editor.chain().focus();
    (color ? chain.setColor(color) : chain.unsetColor()).run();
    onClose();
  };
  return (
    <fieldset className="wk-rich-editor__panel" aria-label="文字颜色">
      {TEXT_COLORS.map((color) => (
        <button
          key={color.value}
          type="button"
          className="wk-rich-editor__swatch"
          style={{ color: color.value }}
          aria-label={color.name}
          aria-pressed={current === color.value}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => pick(color.value)}
        >
          {color.name}
        </button>
      ))}
      <button
        type="button"
        className="wk-rich-editor__swatch"
        aria-pressed={!current}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => pick(null)}
      >
        默认
      </button>
    </fieldset>
  );
}

function LinkPanel({ editor, onClose }: Omit<Props, 'panel'>) {
  const inputId = useId();
  const existing = editor.getAttributes('link').href as string | undefined;
  const [text, setText] = useState(existing ?? '');
  const [error, setError] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const href = normaliseLinkUrl(text);
    if (!href) {
      setError('请输入正确的网址（如 https://…）、站内链接 #/…、tel: 电话或 mailto: 邮箱');
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !existing)
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
    onClose();
  };
  return (
    <form className="wk-rich-editor__panel" onSubmit={submit} noValidate>
      <AddressField
        id={inputId}
        label="链接地址"
        value={text}
        error={error}
        onChange={(value) => {
          setText(value);
          setError('');
        }}
        autoFocus
      />
      <button type="submit">确定</button>
      {existing ? (
        <button
          type="button"
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            onClose();
          }}
        >
          移除链接
        </button>
      ) : null}
      <button type="button" onClick={onClose}>
        取消
      </button>
      <FieldError id={inputId} error={error} />
    </form>
  );
}

function ImagePanel({ editor, onClose }: Omit<Props, 'panel'>) {
  const inputId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [reading, setReading] = useState(false);
  const insert = (src: string) => {
    editor.chain().focus().setImage({ src, alt: '' }).run();
    onClose();
  };
  return (
    <form
      className="wk-rich-editor__panel"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const src = normaliseImageUrl(text);
        if (src) insert(src);
        else setError('请输入以 http(s):// 或 / 开头的图片地址，或从相册选择');
      }}
    >
      <AddressField
        id={inputId}
        label="图片地址"
        value={text}
        error={error}
        onChange={(value) => {
          setText(value);
          setError('');
        }}
      />
      <button type="submit">插入</button>
      <label className="wk-rich-editor__file">
        {reading ? '读取中…' : '从相册选择'}
        <input
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          disabled={reading}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            setReading(true);
            imageFileToDataUrl(file).then(insert, (failure: unknown) => {
              setReading(false);
              setError(
                failure instanceof Error && /[\u4e00-\u9fff]/.test(failure.message)
                  ? failure.message
                  : '图片读取失败，请换一张',
              );
            });
          }}
        />
      </label>
      <button type="button" onClick={onClose}>
        取消
      </button>
      <FieldError id={inputId} error={error} />
    </form>
  );
}

type AddressFieldProps = {
  id: string;
  label: string;
  value: string;
  error: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
};

/** A panel's address input with its label; an error (FieldError, same id) is tied to it for screen readers. */
function AddressField({ id, label, value, error, onChange, autoFocus }: AddressFieldProps) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="url"
        inputMode="url"
        autoComplete="off"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        // biome-ignore lint/a11y/noAutofocus: the link panel's field, which the lecturer just asked for
        autoFocus={autoFocus}
      />
    </>
  );
}

function FieldError({ id, error }: { id: string; error: string }) {
  return error ? (
    <p id={`${id}-error`} role="alert" className="wk-rich-editor__error">
      {error}
    </p>
  ) : null;
}
