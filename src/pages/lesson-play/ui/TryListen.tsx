import type { LiveRoomDetail } from '@/entities/lesson';

/** A free lesson plays whole; a paid one offers its sample (tryUrl) until bought. A video lesson plays as video. */
export function TryListen({ lesson }: { lesson: LiveRoomDetail }) {
  const free = lesson.price === 0 && lesson.lessonUrl !== '';
  const url = free ? lesson.lessonUrl : lesson.isBought === 1 ? '' : lesson.tryUrl;
  if (!url) return null;
  const video = lesson.lessonType === 2;
  const label = video ? (free ? '免费观看' : '试看') : free ? '免费收听' : '试听';
  const name = `${label}：${lesson.lessonName}`;
  return (
    <section className="lesson-play__listen" aria-label={label}>
      <h3 className="lesson-play__section-title">{label}</h3>
      {video ? (
        // playsinline (and WeChat's older webkit-playsinline): play in the page, not in iOS's full-screen player.
        // biome-ignore lint/a11y/useMediaCaption: lessons have no captions yet
        <video
          className="lesson-play__video"
          controls
          playsInline
          webkit-playsinline="true"
          preload="none"
          src={url}
          aria-label={name}
        />
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: audio lessons have no captions yet
        <audio controls preload="none" src={url} aria-label={name} />
      )}
    </section>
  );
}
