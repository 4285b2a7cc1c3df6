import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import type { LiveRoomDetail } from '@/entities/lesson';
import { type MediaSlot, type RoomStateFrame, roomPageClosed, roomPageOpened } from '@/features/live-room';
import { PlayerPanel, trackOf } from '@/features/player';
import type { PageProps } from '@/shared/routing';

/**
 * The shell both live-room pages share (liveroom/listener|lecturer/{studioId}/{lessonId}): one socket for the room
 * while the page is open, and the lesson's recording through the app's player. The page names its side and passes
 * the room it shows, so each page's chunk holds only its own room.
 */
export function LiveRoomPage({
  side,
  params,
  room: Room,
}: {
  side: 'listener' | 'lecturer';
  params: PageProps['params'];
  room: React.ComponentType<{ media?: MediaSlot }>;
}) {
  const [opened, closed] = useUnit([roomPageOpened, roomPageClosed]);
  const studioId = Number(params.studioId);
  const lessonId = Number(params.lessonId);
  useEffect(() => {
    opened({ studioId, lessonId });
    return () => closed();
  }, [opened, closed, studioId, lessonId]);
  return (
    <main className="liveroom-page" data-page={`liveroom-${side}`}>
      <Room media={roomMedia} />
    </main>
  );
}

/** The lesson's recording through the app's player, when the room has one and the player flag is on. */
function roomMedia(detail: LiveRoomDetail, room: RoomStateFrame) {
  const track = room.panel.player ? trackOf(detail) : null;
  return track ? <PlayerPanel track={track} label="课程音视频" /> : null;
}
