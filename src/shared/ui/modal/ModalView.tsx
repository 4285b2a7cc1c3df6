import { useUnit } from 'effector-react';
import { useEffect, useId, useRef } from 'react';
import { lockBodyScroll } from '@/shared/lib/scroll-lock';
import { DialogBody } from './DialogBody';
import { type ModalRequest, modalAnswered, type PageOptions } from './model';
import { PageSheet } from './PageSheet';
import { useFocusTrap } from './use-focus-trap';
import './modal.css';

/** Alert, tips and page sheets have nothing to decide, so a tap beside them closes them; confirm and prompt do not. */
const BACKDROP_CLOSES = new Set(['alert', 'tips', 'page']);

export default function ModalView({ modal }: { modal: ModalRequest }) {
  const answer = useUnit(modalAnswered);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const messageId = useId();
  useFocusTrap(panel);
  useEffect(() => lockBodyScroll(), []);
  useEffect(() => {
    // On the document: a tap on the backdrop may have moved focus to the body.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') answer({ id: modal.id, ok: false });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [answer, modal.id]);

  const cancel = () => answer({ id: modal.id, ok: false });
  const isPage = modal.kind === 'page';
  return (
    <div className={`wk-modal wk-modal--${modal.kind}`}>
      <div
        className="wk-modal__backdrop"
        aria-hidden="true"
        onMouseDown={(event) => event.preventDefault()}
        onClick={BACKDROP_CLOSES.has(modal.kind) ? cancel : undefined}
      />
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: dialog and alertdialog both take aria-modal */}
      <div
        ref={panel}
        className={isPage ? 'wk-modal__sheet' : 'wk-modal__dialog'}
        role={modal.kind === 'alert' || modal.kind === 'confirm' ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={isPage ? undefined : messageId}
        tabIndex={-1}
      >
        {isPage ? (
          <PageSheet options={modal.options as PageOptions} titleId={titleId} onClose={cancel} />
        ) : (
          <DialogBody
            modal={modal}
            titleId={titleId}
            messageId={messageId}
            onAnswer={(ok, value) => answer({ id: modal.id, ok, value })}
          />
        )}
      </div>
    </div>
  );
}
