import { useUnit } from 'effector-react';
import type { LiveRoomDetail } from '@/entities/lesson';
import type { PanelFlag, RoomStateFrame } from '../lib/protocol';
import { endRequested } from '../model/end-live';
import { operated } from '../model/live-room';
import { Countdown } from './RoomParts';

/** The toggles the lecturer has (each a spec §3 panel flag); 讨论 opens sending and showing the discussion. */
const TOGGLES: { label: string; flags: PanelFlag[] }[] = [
  { label: '讨论', flags: ['sendChat', 'chatContent'] },
  { label: '提问', flags: ['comment'] },
  { label: '弹幕', flags: ['barrage'] },
  { label: '点赞', flags: ['thumb'] },
  { label: '课件', flags: ['material'] },
];

/** 开始直播 / 结束直播 and the room's interaction settings (互动设置). */
export function LecturerControls({ detail, room }: { detail: LiveRoomDetail; room: RoomStateFrame }) {
  const [operate, end] = useUnit([operated, endRequested]);
  const { panel } = room;
  return (
    <section className="live-controls" aria-label="直播控制">
      {room.state === 'notStarted' && (
        <>
          <Countdown begin={detail.lessonBeginTime} />
          <button type="button" className="live-send" onClick={() => operate({ type: 'op', op: 'start' })}>
            开始直播
          </button>
        </>
      )}
      {room.state === 'live' && (
        <button type="button" className="live-chip" onClick={() => end()}>
          结束直播
        </button>
      )}
      {room.state === 'ended' && <p className="live-ended">直播已结束，以下为回放</p>}
      {room.state !== 'ended' && (
        <details className="live-settings">
          <summary>互动设置</summary>
          <div className="live-toggles">
            {TOGGLES.map(({ label, flags }) => {
              const on = flags.every((flag) => panel[flag]);
              return (
                <button
                  key={label}
                  type="button"
                  className="live-chip"
                  aria-pressed={on}
                  onClick={() =>
                    operate({ type: 'op', op: 'panel', panel: Object.fromEntries(flags.map((flag) => [flag, !on])) })
                  }
                >
                  {label}
                  {on ? '开' : '关'}
                </button>
              );
            })}
            <button
              type="button"
              className="live-chip"
              onClick={() => operate({ type: 'op', op: 'panel', panel: { reset: true } })}
            >
              恢复默认
            </button>
          </div>
        </details>
      )}
    </section>
  );
}
