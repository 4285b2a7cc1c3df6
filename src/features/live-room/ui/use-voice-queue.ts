import { useCallback, useEffect, useRef, useState } from 'react';
import type { LiveMessage } from '../lib/protocol';

/**
 * Voice messages play through the room's own audio element (not the app's player, which keeps the lesson's
 * recording): tapping one plays it, then the lecturer's next voice messages follow one after another.
 */
export function useVoiceQueue(messages: readonly LiveMessage[]) {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playingId, setPlayingId] = useState<number | null>(null);
  const list = useRef(messages);
  list.current = messages;

  const playFrom = useCallback((message: LiveMessage | undefined) => {
    const element = audio.current ?? new Audio();
    audio.current = element;
    if (!message) {
      element.pause();
      setPlayingId(null);
      return;
    }
    element.src = message.content;
    setPlayingId(message.id);
    element.onended = () => {
      const next = list.current.find(
        (item) => item.id > message.id && item.contentType === 3 && item.msgFromSource === 1,
      );
      playFrom(next);
    };
    element.onerror = () => setPlayingId(null);
    element.play().catch(() => setPlayingId(null));
  }, []);

  const toggle = useCallback(
    (message: LiveMessage) => {
      if (playingId === message.id) playFrom(undefined);
      else playFrom(message);
    },
    [playingId, playFrom],
  );

  useEffect(
    () => () => {
      audio.current?.pause();
    },
    [],
  );
  return { playingId, toggle };
}
