import { type ChangeEvent, type ComponentType, useEffect, useId, useRef, useState } from 'react';
import { ErrorBoundary } from '../error-boundary';
import type { LoadedEditorProps } from './LoadedEditor';
import './rich-editor.css';

/**
 * The lecturer's rich-text editor (lesson, column content). Its value is HTML that passes `sanitizeHtml` unchanged.
 * The editor itself (Tiptap 3 on ProseMirror, ~130 KB gzip) is loaded when the first editor appears; until then a
 * text area takes the typing (lines become paragraphs), and the editor takes over with what was typed.
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

type Loaded = ComponentType<LoadedEditorProps>;
let loading: Promise<Loaded> | null = null;
const loadEditor = () => {
  loading ??= import('./LoadedEditor').then(
    (module) => module.LoadedEditor,
    (failure: unknown) => {
      loading = null;
      throw failure;
    },
  );
  return loading;
};

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const toHtml = (text: string) =>
  text
    ? text
        .split('\n')
        .map((line) => `<p>${escapeText(line)}</p>`)
        .join('')
    : '';
const toText = (html: string) =>
  html
    .replace(/<\/p>\s*<p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

export function RichEditor(props: RichEditorProps) {
  const { label, value, onChange, placeholder, error, id } = props;
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const labelId = `${inputId}-label`;
  const errorId = `${inputId}-error`;
  const [Editor, setEditor] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const composing = useRef(false);
  const pending = useRef<Loaded | null>(null);
  const stubFocused = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (重试) loads again
  useEffect(() => {
    let live = true;
    loadEditor().then(
      (loaded) => {
        if (!live) return;
        // Never swap the text area away in the middle of an IME composition (pinyin): wait for its end.
        if (composing.current) pending.current = loaded;
        else setEditor(() => loaded);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const labelled = (
    <label id={labelId} htmlFor={inputId} className="wk-rich-editor__label">
      {label}
    </label>
  );
  const errorLine = error ? (
    <p id={errorId} role="alert" className="wk-rich-editor__error">
      {error}
    </p>
  ) : null;

  if (Editor)
    return (
      <div className="wk-rich-editor">
        {labelled}
        <ErrorBoundary
          fallback={(retry) => (
            <p className="wk-rich-editor__hint" role="alert">
              编辑器出错了，已输入的内容仍在
              <button type="button" className="wk-rich-editor__retry" onClick={retry}>
                重试
              </button>
            </p>
          )}
        >
          <Editor {...props} inputId={inputId} labelId={labelId} errorId={errorId} autoFocus={stubFocused.current} />
        </ErrorBoundary>
        {errorLine}
      </div>
    );

  // Formatting a text area cannot show is never flattened by typing in it: it waits (read-only) for the editor.
  const plain = toHtml(toText(value)) === value;
  return (
    <div className="wk-rich-editor">
      {labelled}
      <textarea
        id={inputId}
        className="wk-rich-editor__stub"
        value={toText(value)}
        placeholder={placeholder}
        readOnly={!plain}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onFocus={() => {
          stubFocused.current = true;
        }}
        onBlur={() => {
          stubFocused.current = false;
        }}
        onCompositionStart={() => {
          composing.current = true;
        }}
        onCompositionEnd={() => {
          composing.current = false;
          const loaded = pending.current;
          if (loaded) setEditor(() => loaded);
        }}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(toHtml(event.target.value))}
      />
      {failed ? (
        <p className="wk-rich-editor__hint">
          编辑器加载失败{plain ? '，可先输入纯文字' : ''}
          <button
            type="button"
            className="wk-rich-editor__retry"
            onClick={() => {
              setFailed(false);
              setAttempt((count) => count + 1);
            }}
          >
            重试
          </button>
        </p>
      ) : !plain ? (
        <p className="wk-rich-editor__hint">编辑器加载中…</p>
      ) : null}
      {errorLine}
    </div>
  );
}
