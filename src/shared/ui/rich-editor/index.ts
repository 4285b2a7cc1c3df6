export { RichEditor, type RichEditorProps } from './RichEditor';
