import { type FormEvent, useState } from 'react';

type Message = { id: number; from: 'me' | 'service'; text: string };

const GREETING: Message = {
  id: 0,
  from: 'service',
  text: '您好，这里是模拟客服（开发与测试环境）。请问有什么可以帮您？',
};

/**
 * Stands in for the customer-service chat in development, debug and test builds: what is sent gets a canned answer,
 * so the sheet can be tried without the real service. Its state lives in the component on purpose: a simulation,
 * forgotten when the sheet closes.
 */
export default function SimulatedChat() {
  const [messages, setMessages] = useState<Message[]>([GREETING]);
  const [draft, setDraft] = useState('');
  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    setDraft('');
    setMessages((list) => [
      ...list,
      { id: list.length, from: 'me', text },
      { id: list.length + 1, from: 'service', text: '已收到您的消息，客服会尽快回复（模拟）。' },
    ]);
  };
  return (
    <div className="wk-chat" data-simulated="true">
      <ol className="wk-chat__messages" aria-label="聊天记录" aria-live="polite">
        {messages.map((message) => (
          <li key={message.id} className={`wk-chat__message wk-chat__message--${message.from}`}>
            {message.text}
          </li>
        ))}
      </ol>
      <form className="wk-chat__form" onSubmit={send}>
        <input
          className="wk-chat__input"
          aria-label="输入消息"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="wk-chat__send">
          发送
        </button>
      </form>
    </div>
  );
}
