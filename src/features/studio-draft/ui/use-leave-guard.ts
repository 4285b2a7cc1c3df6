import { useUnit } from 'effector-react';
import { useCallback, useEffect, useRef } from 'react';
import { navigateTo } from '@/shared/routing';
import { confirmFx } from '@/shared/ui/modal';
import { goBack } from '@/shared/ui/page-header';

const QUESTION = {
  title: '还没有保存',
  message: '修改还没有保存。离开后草稿会保留在这台设备上，下次打开可继续编辑。确定离开吗？',
  okText: '离开',
  cancelText: '继续编辑',
};

/**
 * While `active` (unsaved changes), leaving asks first: closing or reloading the page (beforeunload), in-app links
 * (`<a href="#/…">`, caught before the router sees them) and the header's back button (`onBack` to pass on).
 */
export function useLeaveGuard(active: boolean): { onBack: () => void } {
  const confirm = useUnit(confirmFx);
  const activeRef = useRef(active);
  activeRef.current = active;

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!activeRef.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (!activeRef.current || event.defaultPrevented) return;
      const link = (event.target as Element | null)?.closest?.('a[href^="#/"]');
      if (!link) return;
      event.preventDefault();
      event.stopPropagation();
      const to = (link.getAttribute('href') ?? '#/').slice(1);
      void confirm(QUESTION).then((leave) => {
        if (!leave) return;
        activeRef.current = false;
        navigateTo(to);
      });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [confirm]);

  const onBack = useCallback(() => {
    if (!activeRef.current) {
      goBack();
      return;
    }
    void confirm(QUESTION).then((leave) => {
      if (!leave) return;
      activeRef.current = false;
      goBack();
    });
  }, [confirm]);
  return { onBack };
}
