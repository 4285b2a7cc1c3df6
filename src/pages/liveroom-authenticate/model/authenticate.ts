import { combine, createEvent, sample } from 'effector';
import type { AuthType } from '../lib/validate';
import { $draftValue, authDraft } from './draft';
import { formFilled } from './fields';
import { $authType, authInfo } from './load';
import { $view } from './status';
import { submitFx } from './submit';

/**
 * 实名认证, one concern a module: the state read from the server (load), the form's fields, 提交 (submit), what
 * the screen shows (status), the draft. This one opens the page and joins them; the views and tests read them here.
 * The joins live here, not in their modules, because bundles drop a module nothing uses an export of (package.json
 * `sideEffects`): whoever opens the page uses `authOpened`, and so brings every join with it.
 */
export const authOpened = createEvent<AuthType>();
sample({ clock: authOpened, target: authInfo.opened });

// A rejected application comes back filled in with what was sent; a draft (typed since, same tab) wins over it.
sample({
  clock: authInfo.loadFx.doneData,
  source: $authType,
  filter: (type, info) => info.realNameAuth === 1 && info.authType === type,
  fn: (_, info) => info,
  target: formFilled,
});
sample({ clock: authInfo.loadFx.done, target: authDraft.restore });
sample({
  clock: authDraft.restored,
  source: $authType,
  filter: (type, draft) => draft.type === type,
  fn: (_, { fields, mobile }) => ({ ...fields, mobile }),
  target: formFilled,
});
sample({ clock: submitFx.done, target: authDraft.clear });

/** Something typed and not sent yet: leaving asks first. */
export const $dirty = combine($view, $draftValue, (view, value) =>
  view === 'form' ? Boolean(value.mobile || Object.values(value.fields).some(Boolean)) : false,
);

export { authDraft } from './draft';
export {
  $fields,
  $idNumber,
  $realName,
  $uploading,
  backImage,
  FIELD_IDS,
  firstInvalid,
  frontImage,
  idNumberChanged,
  licenseImage,
  realNameChanged,
  sms,
} from './fields';
export { $authType, authInfo, authRetried, refreshProfileFx, statusRefreshed } from './load';
export { $info, $view, resubmitClicked } from './status';
export { $errors, $submitError, $submitting, focusFieldFx, submitFx, submitted } from './submit';
