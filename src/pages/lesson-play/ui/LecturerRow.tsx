import type { LiveRoomDetail } from '@/entities/lesson';
import { Image } from '@/shared/ui/image';

/** Who teaches it: avatar, name and the studio. */
export function LecturerRow({ lesson }: { lesson: LiveRoomDetail }) {
  return (
    <section className="lesson-play__lecturer" aria-label="讲师">
      <span className="lesson-play__avatar">
        <Image src={lesson.lecturerAvatar} alt="" ratio={1} displayWidth={44} round />
      </span>
      <span>
        <strong>{lesson.lecturerName || '讲师'}</strong>
        {lesson.studioName && <span className="lesson-play__studio">{lesson.studioName}</span>}
      </span>
    </section>
  );
}
