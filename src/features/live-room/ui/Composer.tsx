import { useId, useState } from 'react';
import { readDraft, saveDraft } from '../lib/draft';

/**
 * A text box with 发送; the text stays when nothing could be queued. With `draftKey` the unsent text survives a
 * reload (cleared on send). With `disabledReason` the box stays, greyed, with the reason under it: what was typed is
 * kept until sending is allowed again.
 */
export function Composer({
  placeholder,
  label,
  onSend,
  extra,
  draftKey,
  disabledReason,
}: {
  placeholder: string;
  label: string;
  onSend: (text: string) => void;
  extra?: React.ReactNode;
  draftKey?: string;
  disabledReason?: string;
}) {
  const [text, setText] = useState(() => (draftKey ? readDraft(draftKey) : ''));
  const [error, setError] = useState('');
  const id = useId();
  const change = (value: string) => {
    setText(value);
    if (draftKey) saveDraft(draftKey, value);
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (disabledReason) return;
    const value = text.trim();
    if (!value) {
      setError('请输入内容');
      return;
    }
    if (value.length > 500) {
      setError('最多 500 字');
      return;
    }
    setError('');
    onSend(value);
    change('');
  };
  const said = disabledReason || error;
  const shown = disabledReason ? null : extra;
  return (
    <form className={shown ? 'live-composer live-composer--with-extra' : 'live-composer'} onSubmit={submit}>
      {shown}
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        className="live-composer__input"
        value={text}
        maxLength={500}
        placeholder={placeholder}
        disabled={Boolean(disabledReason)}
        aria-invalid={error ? true : undefined}
        aria-describedby={said ? `${id}-note` : undefined}
        onChange={(event) => change(event.target.value)}
      />
      <button type="submit" className="live-send" disabled={Boolean(disabledReason)}>
        发送
      </button>
      {disabledReason ? (
        <p id={`${id}-note`} className="live-foot__closed">
          {disabledReason}
        </p>
      ) : (
        error && (
          <p id={`${id}-note`} className="live-composer__error" role="alert">
            {error}
          </p>
        )
      )}
    </form>
  );
}
