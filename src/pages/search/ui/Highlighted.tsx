import { splitMatches } from '../lib/highlight';

/** The title with the searched words in <mark>, built as text nodes (never HTML). */
export function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {splitMatches(text, query).map((part, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string, in order
        part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </>
  );
}
