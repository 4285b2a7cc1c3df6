import { LecturerRoom } from '@/features/live-room';
import type { PageProps } from '@/shared/routing';
import { LiveRoomPage } from '@/widgets/live-room-page';

/** liveroom/lecturer/{studioId}/{lessonId}: the lecturer speaks, answers, mutes and runs the room. */
export default function LiveroomLecturerPage({ params }: PageProps) {
  return <LiveRoomPage side="lecturer" params={params} room={LecturerRoom} />;
}
