import { type FormEvent, useState } from 'react';
import type { ConfirmOptions, ModalRequest, PromptOptions } from './model';

type Props = {
  modal: ModalRequest;
  titleId: string;
  messageId: string;
  onAnswer: (ok: boolean, value?: string) => void;
};

const DEFAULT_TITLES = { alert: '提示', confirm: '提示', prompt: '请输入', tips: '温馨提示', page: '' };

/**
 * Alert, confirm, prompt and tips: a title, the message (the prompt's field label), and the buttons. Focus starts on
 * the field of a prompt, on cancel for a confirm (the safe choice), on OK otherwise.
 */
export function DialogBody({ modal, titleId, messageId, onAnswer }: Props) {
  const { kind, options } = modal;
  const prompt = options as PromptOptions;
  const [text, setText] = useState(kind === 'prompt' ? (prompt.defaultValue ?? '') : '');
  const fieldId = `${messageId}-field`;
  const hasCancel = kind === 'confirm' || kind === 'prompt';
  const okText = ('okText' in options && options.okText) || (kind === 'tips' ? '知道了' : '确定');
  const cancelText = (options as ConfirmOptions).cancelText || '取消';
  const blocked = kind === 'prompt' && prompt.required === true && text.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blocked) onAnswer(true, kind === 'prompt' ? text : undefined);
  };
  return (
    <form className="wk-modal__form" onSubmit={submit} noValidate>
      <div className="wk-modal__body">
        <h2 id={titleId} className="wk-modal__title">
          {options.title || DEFAULT_TITLES[kind]}
        </h2>
        {kind === 'prompt' ? (
          <>
            <label id={messageId} htmlFor={fieldId} className="wk-modal__message">
              {prompt.message}
            </label>
            <input
              id={fieldId}
              className="wk-modal__input"
              value={text}
              placeholder={prompt.placeholder}
              maxLength={prompt.maxLength}
              enterKeyHint="done"
              data-autofocus
              onChange={(event) => setText(event.target.value)}
            />
          </>
        ) : (
          <p id={messageId} className="wk-modal__message">
            {'message' in options ? options.message : null}
          </p>
        )}
      </div>
      <div className="wk-modal__actions">
        {hasCancel && (
          <button
            type="button"
            className="wk-modal__action"
            data-autofocus={kind === 'confirm' ? true : undefined}
            onClick={() => onAnswer(false)}
          >
            {cancelText}
          </button>
        )}
        <button
          type="submit"
          className="wk-modal__action wk-modal__action--primary"
          disabled={blocked}
          data-autofocus={kind === 'alert' || kind === 'tips' ? true : undefined}
        >
          {okText}
        </button>
      </div>
    </form>
  );
}
