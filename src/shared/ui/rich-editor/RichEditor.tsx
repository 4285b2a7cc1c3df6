import { type ChangeEvent, useId } from 'react';

/**
 * The lecturer's rich-text editor (lesson, column content). Its value is HTML that passes `sanitizeHtml` unchanged.
 * INTERFACE STUB: a plain text area whose lines become paragraphs; the real phone-friendly editor (a well-kept
 * library, loaded lazily) replaces the inside of this component and keeps these props.
 */
export type RichEditorProps = {
  /** Visible label (also the accessible name). */
  label: string;
  /** The content as HTML. */
  value: string;
  onChange: (html: string) => void;
  placeholder?: string;
  /** A Chinese validation message shown under the editor (and announced). */
  error?: string;
  /** id of the editable element, for focusing the first invalid field. */
  id?: string;
};

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const toHtml = (text: string) =>
  text
    .split('\n')
    .map((line) => `<p>${escapeText(line)}</p>`)
    .join('');
const toText = (html: string) =>
  html
    .replace(/<\/p>\s*<p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

export function RichEditor({ label, value, onChange, placeholder, error, id }: RichEditorProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const errorId = `${inputId}-error`;
  return (
    <div className="wk-rich-editor">
      <label htmlFor={inputId}>{label}</label>
      <textarea
        id={inputId}
        value={toText(value)}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(toHtml(event.target.value))}
      />
      {error ? (
        <p id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
