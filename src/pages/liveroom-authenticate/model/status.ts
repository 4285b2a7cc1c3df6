import { combine, createEvent, createStore } from 'effector';
import type { AuthInfo } from '@/entities/lecturer';
import { authView } from '../lib/validate';
import { authInfo } from './load';
import { submitFx } from './submit';

/** 重新提交 on the rejected screen: the form again, refilled with what was sent. */
export const resubmitClicked = createEvent();

/** The application as the server last told it: on opening, or in the answer to 提交. */
export const $info = createStore<AuthInfo | null>(null)
  .on(authInfo.$data, (info, loaded) => loaded ?? info)
  .on(submitFx.doneData, (_, info) => info);
const $editing = createStore(false)
  .on(resubmitClicked, () => true)
  .reset(submitFx.done, authInfo.opened);
export const $view = combine($info, $editing, (info, editing) => authView(info?.realNameAuth ?? -1, editing));
