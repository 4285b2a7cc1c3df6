import { afterEach, describe, expect, it } from '@rstest/core';
import type { Editor } from '@tiptap/core';
import { sanitizeHtml } from '@/shared/lib/sanitize-html';
import { createEditor, editorHtml } from './create-editor';
import { TOOLBAR_ACTIONS } from './toolbar-actions';

let editor: Editor | null = null;
afterEach(() => {
  editor?.destroy();
  editor = null;
});

function open(content: string, onUpdate: (html: string) => void = () => {}) {
  const element = document.createElement('div');
  document.body.appendChild(element);
  editor = createEditor({ element, content, id: 'e', labelId: 'l', invalid: false, onUpdate });
  return editor;
}

// Each case: a toolbar action (by its id) applied to the whole text "唐诗宋词", and a piece its HTML must contain.
const CASES: Array<[string, string]> = [
  ['bold', '<strong>唐诗宋词</strong>'],
  ['italic', '<em>唐诗宋词</em>'],
  ['underline', '<u>唐诗宋词</u>'],
  ['strike', '<s>唐诗宋词</s>'],
  ['heading', '<h2>唐诗宋词</h2>'],
  ['subheading', '<h3>唐诗宋词</h3>'],
  ['bulletList', '<ul><li><p>唐诗宋词</p></li></ul>'],
  ['orderedList', '<ol><li><p>唐诗宋词</p></li></ol>'],
  ['blockquote', '<blockquote><p>唐诗宋词</p></blockquote>'],
  ['alignLeft', '<p style="text-align: left;">唐诗宋词</p>'],
  ['alignCenter', '<p style="text-align: center;">唐诗宋词</p>'],
  ['alignRight', '<p style="text-align: right;">唐诗宋词</p>'],
  ['horizontalRule', '<hr>'],
  ['undo', '<p>唐诗宋词</p>'],
];

describe('the editor writes only HTML the sanitiser keeps unchanged', () => {
  it('covers every toolbar button', () => {
    const covered = new Set([...CASES.map(([id]) => id), 'color', 'link', 'image', 'redo']);
    expect(TOOLBAR_ACTIONS.map((action) => action.id).filter((id) => !covered.has(id))).toEqual([]);
  });

  for (const [id, expected] of CASES)
    it(`${id}: round-trips through sanitizeHtml`, () => {
      const current = open('<p>唐诗宋词</p>');
      current.commands.selectAll();
      const action = TOOLBAR_ACTIONS.find((candidate) => candidate.id === id);
      if (!action || !('run' in action)) throw new Error(`no toolbar action ${id}`);
      action.run(current);
      const html = editorHtml(current);
      expect(html).toContain(expected);
      expect(sanitizeHtml(html)).toBe(html);
    });

  it('text colour from the palette round-trips (every colour)', () => {
    const current = open('<p>唐诗宋词</p>');
    for (const color of TEXT_COLORS) {
      current.commands.selectAll();
      current.chain().setColor(color.value).run();
      const html = editorHtml(current);
      expect(html).toContain(`<span style="color: ${color.value};">唐诗宋词</span>`);
      expect(sanitizeHtml(html)).toBe(html);
    }
  });

  it('links: external ones open a new tab, in-app, tel: and mailto: ones do not; all round-trip', () => {
    const current = open('<p>唐诗宋词</p>');
    const expected: Array<[string, string]> = [
      [
        'https://example.com/a?b=1&c=2',
        '<a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">',
      ],
      ['#/lesson/play/3', '<a href="#/lesson/play/3">'],
      ['tel:+86-10-12345678', '<a href="tel:+86-10-12345678">'],
      ['mailto:teacher@example.com', '<a href="mailto:teacher@example.com">'],
    ];
    for (const [href, tag] of expected) {
      current.commands.selectAll();
      current.chain().setLink({ href }).run();
      const html = editorHtml(current);
      expect(html).toContain(tag);
      expect(sanitizeHtml(html)).toBe(html);
    }
  });

  it('images by URL, site path or data: round-trip', () => {
    const current = open('<p>唐诗宋词</p>');
    const png =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    for (const src of ['https://cdn.example.com/a.png', '/mock-cdn/cover/lesson-14.svg', png]) {
      current.commands.setContent('<p>唐诗宋词</p>');
      current.commands.focus('end');
      current.chain().setImage({ src, alt: '插图' }).run();
      const html = editorHtml(current);
      expect(html).toContain(`<img src="${src}" alt="插图">`);
      expect(sanitizeHtml(html)).toBe(html);
    }
  });

  it('a whole lesson with every formatting and line breaks loads and round-trips; typing emits the same HTML', () => {
    const updates: string[] = [];
    const lesson =
      '<h2 style="text-align: center;">标题</h2><h3>小标题</h3><p>一<br>二 <code>x</code></p>' +
      '<ul><li><p><strong><em><s><u>全</u></s></em></strong></p></li></ul><ol><li><p>序</p></li></ol>' +
      '<blockquote><p style="text-align: right;"><span style="color: #c92a2a;">红</span> ' +
      '<a href="https://a.test" target="_blank" rel="noopener noreferrer">链</a> <a href="#/index">首页</a></p></blockquote>' +
      '<hr><img src="/a.png" alt="">';
    const current = open(lesson, (html) => updates.push(html));
    expect(editorHtml(current)).toBe(lesson);
    current.chain().focus('end').insertContent('<p>新段落</p>').run();
    const html = editorHtml(current);
    expect(html).toContain('新段落');
    expect(sanitizeHtml(html)).toBe(html);
    expect(updates.at(-1)).toBe(html);
  });

  it('an empty document is the empty string', () => {
    expect(editorHtml(open(''))).toBe('');
  });
});

import { TEXT_COLORS } from './toolbar-actions';
