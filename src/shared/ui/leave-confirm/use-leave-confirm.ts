import { useUnit } from 'effector-react';
import { useCallback, useEffect, useRef } from 'react';
import { navigateTo } from '@/shared/routing';
import { type ConfirmOptions, confirmFx } from '@/shared/ui/modal';
import { goBack } from '@/shared/ui/page-header';

const QUESTION = {
  title: '还没有保存',
  message: '填写的内容还没有提交，已在本机保存为草稿，下次打开可继续编辑。确定离开吗？',
  okText: '离开',
  cancelText: '继续编辑',
};

type Options = {
  /** Another wording (a form without a draft says what is lost). */
  question?: Partial<ConfirmOptions>;
  /** Where 返回 goes when there is no history (opened from a link). */
  backTo?: string;
  /** Called once leaving is confirmed, before the page goes (e.g. drop a draft). */
  onLeave?: () => void;
};

/**
 * Every form's leave guard. While `active` (unsaved changes), leaving asks first: closing or reloading the page
 * (the browser's own question), in-app links (`<a href="#/…">`, caught before the router sees them; links marked
 * `data-keeps-form`, which come back to the form, and new-tab links pass) and the header's back (`onBack`).
 */
export function useLeaveConfirm(active: boolean, options: Options = {}): { onBack: () => void } {
  // Bound to the app's scope (the modal host lives there).
  const confirm = useUnit(confirmFx);
  const activeRef = useRef(active);
  activeRef.current = active;
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const ask = useCallback(async (): Promise<boolean> => {
    const leave = await confirm({ ...QUESTION, ...optionsRef.current.question });
    if (leave) {
      activeRef.current = false;
      optionsRef.current.onLeave?.();
    }
    return leave;
  }, [confirm]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!activeRef.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (!activeRef.current || event.defaultPrevented) return;
      const link = event.target instanceof Element ? event.target.closest('a[href^="#/"]') : null;
      if (!link || link.getAttribute('target') === '_blank' || link.hasAttribute('data-keeps-form')) return;
      event.preventDefault();
      event.stopPropagation();
      const to = (link.getAttribute('href') ?? '#/').slice(1);
      void ask().then((leave) => leave && navigateTo(to));
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [ask]);

  const onBack = useCallback(() => {
    const back = () => goBack(optionsRef.current.backTo);
    if (!activeRef.current) back();
    else void ask().then((leave) => leave && back());
  }, [ask]);
  return { onBack };
}
