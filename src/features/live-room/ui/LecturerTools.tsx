import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { imagePicked } from '../model/image-message';
import {
  $clock,
  $recording,
  $startedAt,
  RECORDING_LIMIT_MS,
  recordingLimitReached,
  recordToggled,
} from '../model/voice-recording';

/**
 * Whole seconds recorded, counted each second while `active`; at RECORDING_LIMIT_MS it says so (`onLimit`) once.
 * A view's clock: the model decides what the limit does.
 */
function useRecordedSeconds(active: boolean, startedAt: number, clock: () => number, onLimit: () => void): number {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    if (!active) return;
    setNow(clock());
    const tick = window.setInterval(() => setNow(clock()), 1000);
    const limit = window.setTimeout(onLimit, Math.max(0, startedAt + RECORDING_LIMIT_MS - clock()));
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(limit);
    };
  }, [active, startedAt, clock, onLimit]);
  return Math.max(0, Math.floor((now - startedAt) / 1000));
}

/** 图片 and 录音: a photo goes as it is picked; a voice goes when its recording is stopped (or reaches 60 s). */
export function LecturerTools() {
  const [recording, startedAt, clock, pickImage, toggleRecord, limitReached] = useUnit([
    $recording,
    $startedAt,
    $clock,
    imagePicked,
    recordToggled,
    recordingLimitReached,
  ]);
  const seconds = useRecordedSeconds(recording === 'recording', startedAt, clock, limitReached);
  return (
    <div className="live-tools">
      <label className="live-chip live-file">
        图片
        <input
          type="file"
          accept="image/*"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) pickImage(file);
          }}
        />
      </label>
      <button
        type="button"
        className="live-chip"
        aria-pressed={recording === 'recording'}
        disabled={recording === 'sending'}
        onClick={() => toggleRecord()}
      >
        {recording === 'recording' ? (
          <>
            停止并发送语音
            {/* Seen, not read out every second: the button's name stays 停止并发送语音. */}
            <span aria-hidden="true"> · {seconds} 秒</span>
          </>
        ) : recording === 'sending' ? (
          '语音发送中…'
        ) : (
          '录音'
        )}
      </button>
    </div>
  );
}
