/**
 * Modals driven from models. Mount `<ModalHost />` once (App does); then any model or effect can ask:
 *
 *   const ok = await confirmFx({ title: '删除课程', message: '删除后不可恢复' });   // true | false
 *   const name = await promptFx({ message: '专栏名称', required: true });          // string | null
 *   await alertFx({ message: '提交成功' });  await tipsFx({ message: '…' });  await openPageFx({ title, content });
 *
 * or wire them with sample/attach. Modals asked for while one is open queue up; `closeModal` cancels the one shown.
 */

export { ModalHost } from './ModalHost';
export {
  $modal,
  type AlertOptions,
  alertFx,
  type ConfirmOptions,
  closeModal,
  confirmFx,
  type ModalKind,
  modalsDismissed,
  openPageFx,
  type PageOptions,
  type PromptOptions,
  promptFx,
  type TipsOptions,
  tipsFx,
} from './model';
