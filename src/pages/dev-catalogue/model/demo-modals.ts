import { attach, createEvent, createStore, sample } from 'effector';
import { alertFx, confirmFx, promptFx, tipsFx } from '@/shared/ui/modal';

export const alertClicked = createEvent();
export const confirmClicked = createEvent();
export const promptClicked = createEvent();
export const tipsClicked = createEvent();

const showAlertFx = attach({
  effect: alertFx,
  mapParams: () => ({ title: '提交成功', message: '我们会在 1 个工作日内审核。' }),
});
const askConfirmFx = attach({
  effect: confirmFx,
  mapParams: () => ({ title: '删除课程', message: '删除后学员将无法再学习这节课，确定删除吗？', okText: '删除' }),
});
const askPromptFx = attach({
  effect: promptFx,
  mapParams: () => ({
    title: '新建专栏',
    message: '专栏名称',
    placeholder: '最多 20 个字',
    maxLength: 20,
    required: true,
  }),
});
const showTipsFx = attach({ effect: tipsFx, mapParams: () => ({ message: '优惠券在下单时自动使用，每单限用一张。' }) });

sample({ clock: alertClicked, target: showAlertFx });
sample({ clock: confirmClicked, target: askConfirmFx });
sample({ clock: promptClicked, target: askPromptFx });
sample({ clock: tipsClicked, target: showTipsFx });

/** What the last modal answered, so a person (and the end-to-end test) can see the promise results. */
export const $modalAnswer = createStore('尚未打开')
  .on(showAlertFx.done, () => 'alert：已关闭')
  .on(askConfirmFx.doneData, (_, ok) => `confirm：${ok ? '确定' : '取消'}`)
  .on(askPromptFx.doneData, (_, text) => (text === null ? 'prompt：取消' : `prompt：${text}`))
  .on(showTipsFx.done, () => 'tips：已关闭');
