import { useId, useState } from 'react';

/** A text box with 发送; the text stays when nothing could be queued. */
export function Composer({
  placeholder,
  label,
  onSend,
  extra,
}: {
  placeholder: string;
  label: string;
  onSend: (text: string) => void;
  extra?: React.ReactNode;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const id = useId();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
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
    setText('');
  };
  return (
    <form className="live-composer" onSubmit={submit}>
      {extra}
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        className="live-composer__input"
        value={text}
        maxLength={500}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="live-send">
        发送
      </button>
      {error && (
        <p id={`${id}-error`} className="live-composer__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
