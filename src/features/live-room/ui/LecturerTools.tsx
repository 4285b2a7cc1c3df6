import { useUnit } from 'effector-react';
import { imagePicked } from '../model/image-message';
import { $recording, recordToggled } from '../model/voice-recording';

/** 图片 and 录音: a photo goes as it is picked; a voice goes when its recording is stopped. */
export function LecturerTools() {
  const [recording, pickImage, toggleRecord] = useUnit([$recording, imagePicked, recordToggled]);
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
        {recording === 'recording' ? '停止并发送语音' : recording === 'sending' ? '语音发送中…' : '录音'}
      </button>
    </div>
  );
}
