import { ListenerRoom } from '@/features/live-room';
import type { PageProps } from '@/shared/routing';
import { LiveRoomPage } from '@/widgets/live-room-page';

/** liveroom/listener/{studioId}/{lessonId}: the lecturer's stream, the discussion, what the listener may send. */
export default function LiveroomListenerPage({ params }: PageProps) {
  return <LiveRoomPage side="listener" params={params} room={ListenerRoom} />;
}
