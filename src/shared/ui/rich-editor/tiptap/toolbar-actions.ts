import type { ChainedCommands, Editor } from '@tiptap/core';

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

/** A button that runs one command on the focused editor; `isActive` says whether its formatting is on. */
const command = (
  id: string,
  label: string,
  glyph: string,
  apply: (chain: ChainedCommands) => ChainedCommands,
  isActive?: (editor: Editor) => boolean,
): CommandAction => ({ id, label, glyph, run: (editor) => apply(editor.chain().focus()).run(), isActive });
/** Whether a mark or node (with these attributes), or these attributes alone (text alignment), are at the cursor. */
const isOn = (name: string | Record<string, unknown>, attributes?: Record<string, unknown>) => (editor: Editor) =>
  typeof name === 'string' ? editor.isActive(name, attributes) : editor.isActive(name);

/** The toolbar, in order. Every formatting here round-trips through sanitizeHtml (create-editor.test.ts). */
export const TOOLBAR_ACTIONS: ToolbarAction[] = [
  command('bold', '加粗', 'B', (chain) => chain.toggleBold(), isOn('bold')),
  command('italic', '斜体', 'I', (chain) => chain.toggleItalic(), isOn('italic')),
  command('underline', '下划线', 'U', (chain) => chain.toggleUnderline(), isOn('underline')),
  command('strike', '删除线', 'S', (chain) => chain.toggleStrike(), isOn('strike')),
  { id: 'color', label: '文字颜色', glyph: 'A', panel: true },
  // Each name contains the button's visible glyph (WCAG 2.5.3: what is seen is what voice control users say).
  command('heading', '标题 H2', 'H2', (chain) => chain.toggleHeading({ level: 2 }), isOn('heading', { level: 2 })),
  command('subheading', '小标题 H3', 'H3', (chain) => chain.toggleHeading({ level: 3 }), isOn('heading', { level: 3 })),
  command('bulletList', '无序列表', '•≡', (chain) => chain.toggleBulletList(), isOn('bulletList')),
  command('orderedList', '有序列表 1.', '1.', (chain) => chain.toggleOrderedList(), isOn('orderedList')),
  command('blockquote', '引用', '❝', (chain) => chain.toggleBlockquote(), isOn('blockquote')),
  command('alignLeft', '左对齐', '⇤', (chain) => chain.setTextAlign('left'), isOn({ textAlign: 'left' })),
  command('alignCenter', '居中', '↔', (chain) => chain.setTextAlign('center'), isOn({ textAlign: 'center' })),
  command('alignRight', '右对齐', '⇥', (chain) => chain.setTextAlign('right'), isOn({ textAlign: 'right' })),
  { id: 'link', label: '链接', glyph: '链', panel: true },
  { id: 'image', label: '图片', glyph: '图', panel: true },
  command('horizontalRule', '分隔线', '—', (chain) => chain.setHorizontalRule()),
  command('undo', '撤销', '↶', (chain) => chain.undo()),
  command('redo', '重做', '↷', (chain) => chain.redo()),
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
