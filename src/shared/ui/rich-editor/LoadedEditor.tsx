import type { Editor } from '@tiptap/core';
import { useEffect, useReducer, useRef, useState } from 'react';
import type { RichEditorProps } from './RichEditor';
import { ToolbarPanel } from './ToolbarPanel';
import { createEditor } from './tiptap/create-editor';
import { TOOLBAR_ACTIONS } from './tiptap/toolbar-actions';

export type LoadedEditorProps = RichEditorProps & {
  inputId: string;
  labelId: string;
  errorId: string;
  /** The text area had the focus: the editor takes it, cursor at the end. */
  autoFocus: boolean;
};
type Panel = 'color' | 'link' | 'image' | null;

const ariaAttributes = (labelId: string, errorId: string, error: string | undefined) => ({
  'aria-labelledby': labelId,
  ...(error ? { 'aria-describedby': errorId, 'aria-invalid': 'true' } : {}),
});

/** The real editor (lazy chunk): a toolbar of real buttons over a Tiptap editing area. */
export function LoadedEditor({
  value,
  onChange,
  placeholder,
  error,
  inputId,
  labelId,
  errorId,
  autoFocus,
}: LoadedEditorProps) {
  const mount = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [panel, setPanel] = useState<Panel>(null);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const lastEmitted = useRef(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const initial = useRef({ value, error, autoFocus, placeholder });

  useEffect(() => {
    const element = mount.current;
    if (!element) return;
    const start = initial.current;
    const instance = createEditor({
      element,
      content: start.value,
      id: inputId,
      labelId,
      describedBy: start.error ? errorId : undefined,
      invalid: Boolean(start.error),
      placeholder: start.placeholder,
      onUpdate: (html) => {
        lastEmitted.current = html;
        onChangeRef.current(html);
      },
    });
    instance.on('transaction', rerender);
    setEditor(instance);
    if (start.autoFocus) instance.commands.focus('end');
    return () => instance.destroy();
  }, [inputId, labelId, errorId]);

  // A value set from outside (a restored draft, the lesson loaded from the server) replaces the content.
  useEffect(() => {
    if (!editor || value === lastEmitted.current) return;
    lastEmitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    const element = editor?.view.dom;
    if (!element) return;
    element.removeAttribute('aria-describedby');
    element.removeAttribute('aria-invalid');
    for (const [name, attribute] of Object.entries(ariaAttributes(labelId, errorId, error)))
      element.setAttribute(name, attribute);
  }, [editor, error, labelId, errorId]);

  return (
    <>
      <div className="wk-rich-editor__toolbar" role="toolbar" aria-label="格式" aria-controls={inputId}>
        {TOOLBAR_ACTIONS.map((action) => {
          const pressed =
            'panel' in action ? panel === action.id : action.isActive && editor ? action.isActive(editor) : undefined;
          return (
            <button
              key={action.id}
              type="button"
              className={`wk-rich-editor__tool wk-rich-editor__tool--${action.id}`}
              aria-label={action.label}
              title={action.label}
              aria-pressed={pressed}
              aria-expanded={'panel' in action ? panel === action.id : undefined}
              // Not `disabled` while the editor starts: the row scrolls sideways at 200 % text, and a scrolling
              // region must keep something the keyboard can reach. A tap before then does nothing (onClick).
              aria-disabled={!editor || undefined}
              // Keeps the selection (and the phone's keyboard) in the editor while a button is tapped.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                if (!editor) return;
                if ('panel' in action) setPanel((open) => (open === action.id ? null : action.id));
                else {
                  setPanel(null);
                  action.run(editor);
                }
              }}
            >
              <span aria-hidden="true">{action.glyph}</span>
            </button>
          );
        })}
      </div>
      {editor && panel ? <ToolbarPanel editor={editor} panel={panel} onClose={() => setPanel(null)} /> : null}
      <div className="wk-rich-editor__frame">
        {placeholder && (!editor || editor.isEmpty) ? (
          <p className="wk-rich-editor__placeholder" aria-hidden="true">
            {placeholder}
          </p>
        ) : null}
        <div ref={mount} />
      </div>
    </>
  );
}
