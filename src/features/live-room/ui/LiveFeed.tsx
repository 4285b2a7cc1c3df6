import { useUnit } from 'effector-react';
import { useDeferredValue, useMemo } from 'react';
import type { LiveMessage } from '../lib/protocol';
import { $messages } from '../model/live-room';
import { MessageList } from './MessageList';
import { useVoiceQueue } from './use-voice-queue';

type Select = (messages: readonly LiveMessage[]) => readonly LiveMessage[];
export const lecturerMessages: Select = (messages) => messages.filter((item) => item.msgFromSource === 1);
export const listenerMessages: Select = (messages) => messages.filter((item) => item.msgFromSource === 2);
export const allMessages: Select = (messages) => messages;
export const noMessages: Select = () => [];

type Props = Omit<React.ComponentProps<typeof MessageList>, 'messages' | 'playingId' | 'onPlay'> & {
  /** Which of the room's messages this list shows: one of the module-level selectors (a new one re-filters). */
  select: Select;
  /** Plays the lecturer's voice messages of this list one after another. */
  voice?: boolean;
};

/**
 * The room's messages as a list, rendered off the urgent path: a burst's store update re-renders only this component
 * with the list it already shows (MessageList is memoised: nothing to do), and React renders the new rows as a
 * transition, in slices it may interrupt, so no frame waits for a whole list.
 */
export function LiveFeed({ select, voice = false, ...list }: Props) {
  const all = useDeferredValue(useUnit($messages));
  const messages = useMemo(() => select(all), [all, select]);
  const player = useVoiceQueue(messages);
  return (
    <MessageList
      {...list}
      messages={messages}
      playingId={voice ? player.playingId : null}
      onPlay={voice ? player.toggle : undefined}
    />
  );
}

const BARRAGE_LINES = 4;

/** The listeners' latest lines flying over the stage (aria-hidden: the 讨论 tab has them for screen readers). */
export function Barrage() {
  const all = useDeferredValue(useUnit($messages));
  const lines = useMemo(() => {
    const latest: LiveMessage[] = [];
    for (let index = all.length - 1; index >= 0 && latest.length < BARRAGE_LINES; index--) {
      const item = all[index];
      if (item?.msgFromSource === 2) latest.unshift(item);
    }
    return latest;
  }, [all]);
  if (!lines.length) return null;
  return (
    <div className="live-barrage" aria-hidden="true" data-testid="barrage">
      {lines.map((item, index) => (
        <span key={item.id} style={{ top: `${index * 1.8}em` }}>
          {item.content}
        </span>
      ))}
    </div>
  );
}
