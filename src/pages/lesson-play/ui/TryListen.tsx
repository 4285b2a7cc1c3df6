import type { LiveRoomDetail } from '@/entities/lesson';

/** A free lesson plays whole; a paid one offers its sample (tryUrl) until bought. */
export function TryListen({ lesson }: { lesson: LiveRoomDetail }) {
  const free = lesson.price === 0 && lesson.lessonUrl !== '';
  const url = free ? lesson.lessonUrl : lesson.isBought === 1 ? '' : lesson.tryUrl;
  if (!url) return null;
  const label = free ? '免费收听' : '试听';
  return (
    <section className="lesson-play__listen" aria-label={label}>
      <h3 className="lesson-play__section-title">{label}</h3>
      {/* biome-ignore lint/a11y/useMediaCaption: audio lessons have no captions yet */}
      <audio controls preload="none" src={url} aria-label={`${label}：${lesson.lessonName}`} />
    </section>
  );
}
