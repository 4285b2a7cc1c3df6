import type { LiveRoomDetail } from '@/entities/lesson';
import { PlayerPanel, trackOf } from '@/features/player';

/** What the player section is called: a sample until bought (试听/试看), then the whole lesson. */
export function playerLabel(lesson: LiveRoomDetail): string {
  const video = lesson.lessonType === 2;
  if (!lesson.lessonUrl) return video ? '试看' : '试听';
  if (lesson.price === 0) return video ? '免费观看' : '免费收听';
  return video ? '观看课程' : '收听课程';
}

/**
 * The app's one player on the lesson page: the sample (tryUrl) while the lesson is not the viewer's, the whole
 * recording (lessonUrl) once bought or free — the same place, so 试听 becomes the full player after a purchase.
 */
export function LessonPlayer({ lesson }: { lesson: LiveRoomDetail }) {
  const track = trackOf(lesson);
  if (!track) return null;
  return <PlayerPanel track={track} label={playerLabel(lesson)} />;
}
