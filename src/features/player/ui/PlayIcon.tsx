/** ▶ or ❚❚, drawn (no icon font); the button around it carries the words. */
export function PlayIcon({ paused }: { paused: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" width="1.5em" height="1.5em">
      {paused ? (
        <path d="M8 5v14l11-7z" fill="currentColor" />
      ) : (
        <path d="M7 5h4v14H7zM13 5h4v14h-4z" fill="currentColor" />
      )}
    </svg>
  );
}
