import { Editor } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import TextAlign from '@tiptap/extension-text-align';
import { Color, TextStyle } from '@tiptap/extension-text-style';
import StarterKit from '@tiptap/starter-kit';
import { installArrayAndObjectPolyfills } from '@/shared/lib/polyfills';

/**
 * Links written exactly as the sanitiser writes them: external http(s) links open a new tab without opener or
 * referrer; in-app `#/…`, tel: and mailto: links stay in the window.
 */
const SafeLink = Link.extend({
  renderHTML({ HTMLAttributes }) {
    const href = String(HTMLAttributes.href ?? '');
    return ['a', /^https?:/i.test(href) ? { href, target: '_blank', rel: 'noopener noreferrer' } : { href }, 0];
  },
});

export type CreateEditorOptions = {
  element: HTMLElement;
  content: string;
  id: string;
  labelId: string;
  describedBy?: string;
  invalid: boolean;
  placeholder?: string;
  onUpdate: (html: string) => void;
};

/**
 * The editor's HTML, '' when nothing is written (an empty document is `<p></p>`). Empty paragraphs at the end (the
 * one the editor keeps after an image or a rule so there is somewhere to type) are not content and are left out.
 */
export const editorHtml = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML().replace(/(<p><\/p>)+$/, ''));

/**
 * A ProseMirror editor (Tiptap 3) with the formatting the toolbar offers and nothing else: paragraphs, line
 * breaks, headings 2–3, bold, italic, underline, strike, inline code, lists, quotes, rules, alignment, colour,
 * links and images. Every piece of its HTML passes `sanitizeHtml` unchanged (tested in create-editor.test.ts).
 */
export function createEditor(options: CreateEditorOptions): Editor {
  // Tiptap calls Array.prototype.findLast / at and Object.hasOwn, which Chrome < 97 and iOS < 15.4 lack.
  installArrayAndObjectPolyfills();
  const editor = new Editor({
    element: options.element,
    content: options.content,
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, codeBlock: false, link: false }),
      SafeLink.configure({ openOnClick: false, autolink: true, defaultProtocol: 'https' }),
      TextAlign.configure({ types: ['heading', 'paragraph'], alignments: ['left', 'center', 'right'] }),
      TextStyle,
      Color,
      Image.configure({ allowBase64: true }),
    ],
    editorProps: {
      attributes: {
        id: options.id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': options.labelId,
        ...(options.describedBy ? { 'aria-describedby': options.describedBy } : {}),
        ...(options.invalid ? { 'aria-invalid': 'true' } : {}),
        ...(options.placeholder ? { 'aria-placeholder': options.placeholder } : {}),
        class: 'wk-rich-editor__content wk-rich-content',
      },
    },
    onUpdate: ({ editor: current }) => options.onUpdate(editorHtml(current)),
  });
  return editor;
}
