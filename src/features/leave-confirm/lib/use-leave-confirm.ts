import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { confirmFx } from '@/shared/ui/modal';
import { goBack } from '@/shared/ui/page-header';

const MESSAGE = '填写的内容还没有提交，已在本机保存为草稿。确定离开吗？';

const QUESTION = { title: '离开此页？', message: MESSAGE, okText: '离开', cancelText: '继续填写' };

/**
 * While a form has unsaved changes: a reload or closing asks the browser's question, and in-app links
 * (`#/…`) ask first. Returns the header's back action, which asks too. The draft keeps what is typed either way.
 */
export function useLeaveConfirm(dirty: boolean): () => void {
  // Bound to the app's scope (the modal host lives there).
  const confirm = useUnit(confirmFx);
  const ask = () => confirm(QUESTION);
  useEffect(() => {
    if (!dirty) return undefined;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = MESSAGE;
    };
    const click = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href^="#/"]') : null;
      // Links that come back to the form (an agreement to read) keep it: the draft restores it.
      if (!link || link.getAttribute('target') === '_blank' || link.hasAttribute('data-keeps-form')) return;
      event.preventDefault();
      event.stopPropagation();
      const href = link.getAttribute('href') ?? '';
      void confirm(QUESTION).then((leave) => {
        if (leave) window.location.hash = href.slice(1);
      });
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty, confirm]);
  return () => {
    if (!dirty) goBack();
    else void ask().then((leave) => leave && goBack());
  };
}
