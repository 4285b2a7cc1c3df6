import type { Editor } from '@tiptap/core';

type CommandAction = {
  id: string;
  /** The button's accessible name (Chinese). */
  label: string;
  /** What the button shows. */
  glyph: string;
  run: (editor: Editor) => void;
  /** Whether the formatting is on at the cursor (aria-pressed); undefined for plain commands. */
  isActive?: (editor: Editor) => boolean;
};
type PanelAction = { id: 'color' | 'link' | 'image'; label: string; glyph: string; panel: true };
export type ToolbarAction = CommandAction | PanelAction;

const chain = (editor: Editor) => editor.chain().focus();

/** The toolbar, in order. Every formatting here round-trips through sanitizeHtml (create-editor.test.ts). */
export const TOOLBAR_ACTIONS: ToolbarAction[] = [
  {
    id: 'bold',
    label: '加粗',
    glyph: 'B',
    run: (e) => chain(e).toggleBold().run(),
    isActive: (e) => e.isActive('bold'),
  },
  {
    id: 'italic',
    label: '斜体',
    glyph: 'I',
    run: (e) => chain(e).toggleItalic().run(),
    isActive: (e) => e.isActive('italic'),
  },
  {
    id: 'underline',
    label: '下划线',
    glyph: 'U',
    run: (e) => chain(e).toggleUnderline().run(),
    isActive: (e) => e.isActive('underline'),
  },
  {
    id: 'strike',
    label: '删除线',
    glyph: 'S',
    run: (e) => chain(e).toggleStrike().run(),
    isActive: (e) => e.isActive('strike'),
  },
  { id: 'color', label: '文字颜色', glyph: 'A', panel: true },
  {
    id: 'heading',
    // Each name contains the button's visible glyph (WCAG 2.5.3: what is seen is what voice control users say).
    label: '标题 H2',
    glyph: 'H2',
    run: (e) => chain(e).toggleHeading({ level: 2 }).run(),
    isActive: (e) => e.isActive('heading', { level: 2 }),
  },
  {
    id: 'subheading',
    label: '小标题 H3',
    glyph: 'H3',
    run: (e) => chain(e).toggleHeading({ level: 3 }).run(),
    isActive: (e) => e.isActive('heading', { level: 3 }),
  },
  {
    id: 'bulletList',
    label: '无序列表',
    glyph: '•≡',
    run: (e) => chain(e).toggleBulletList().run(),
    isActive: (e) => e.isActive('bulletList'),
  },
  {
    id: 'orderedList',
    label: '有序列表 1.',
    glyph: '1.',
    run: (e) => chain(e).toggleOrderedList().run(),
    isActive: (e) => e.isActive('orderedList'),
  },
  {
    id: 'blockquote',
    label: '引用',
    glyph: '❝',
    run: (e) => chain(e).toggleBlockquote().run(),
    isActive: (e) => e.isActive('blockquote'),
  },
  {
    id: 'alignLeft',
    label: '左对齐',
    glyph: '⇤',
    run: (e) => chain(e).setTextAlign('left').run(),
    isActive: (e) => e.isActive({ textAlign: 'left' }),
  },
  {
    id: 'alignCenter',
    label: '居中',
    glyph: '↔',
    run: (e) => chain(e).setTextAlign('center').run(),
    isActive: (e) => e.isActive({ textAlign: 'center' }),
  },
  {
    id: 'alignRight',
    label: '右对齐',
    glyph: '⇥',
    run: (e) => chain(e).setTextAlign('right').run(),
    isActive: (e) => e.isActive({ textAlign: 'right' }),
  },
  { id: 'link', label: '链接', glyph: '链', panel: true },
  { id: 'image', label: '图片', glyph: '图', panel: true },
  { id: 'horizontalRule', label: '分隔线', glyph: '—', run: (e) => chain(e).setHorizontalRule().run() },
  { id: 'undo', label: '撤销', glyph: '↶', run: (e) => chain(e).undo().run() },
  { id: 'redo', label: '重做', glyph: '↷', run: (e) => chain(e).redo().run() },
];

/** The text colours offered (contrast ≥ 4.5:1 on white); 默认 removes the colour. */
export const TEXT_COLORS = [
  { name: '红', value: '#c92a2a' },
  { name: '橙', value: '#d9480f' },
  { name: '绿', value: '#2b8a3e' },
  { name: '蓝', value: '#1864ab' },
  { name: '紫', value: '#862e9c' },
  { name: '灰', value: '#495057' },
];
