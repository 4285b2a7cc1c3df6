import { useUnit } from 'effector-react';
import { formatDuration } from '@/shared/lib/format';
import { Button } from '@/shared/ui/button';
import { Slider } from '@/shared/ui/slider';
import { spokenTime } from '../lib/time-text';
import {
  nextClicked,
  pauseClicked,
  playClicked,
  prevClicked,
  rateChosen,
  retryClicked,
  seekRequested,
  skipRequested,
} from '../model/intents';
import { $currentTime, $duration, $errorText, $paused, $rate, $status, $track, PLAYBACK_RATES } from '../model/player';
import { PlayIcon } from './PlayIcon';
import { SleepTimerControl } from './SleepTimerControl';

/** Seek bar with times, ±15 s, play/pause, prev/next, speed; the error with 重试 in place of a dead button. */
export function PlayerControls() {
  const [track, time, duration, paused, rate, status, error] = useUnit([
    $track,
    $currentTime,
    $duration,
    $paused,
    $rate,
    $status,
    $errorText,
  ]);
  const actions = useUnit({
    playClicked,
    pauseClicked,
    seekRequested,
    skipRequested,
    rateChosen,
    prevClicked,
    nextClicked,
    retryClicked,
  });
  if (!track) return null;
  const failed = status === 'error';
  const toSeconds = (percent: number) => (percent / 100) * duration;
  return (
    <div className="wk-player__controls">
      <Slider
        aria-label="播放进度"
        value={duration > 0 ? (time / duration) * 100 : 0}
        step={0.1}
        disabled={failed || duration <= 0}
        beginLabel={formatDuration(time)}
        endLabel={formatDuration(duration)}
        formatValue={(percent) => formatDuration(toSeconds(percent))}
        valueText={(percent) => `${spokenTime(toSeconds(percent))}，共${spokenTime(duration)}`}
        onChangeEnd={(percent) => actions.seekRequested(toSeconds(percent))}
      />
      {failed ? (
        <div className="wk-player__error" role="alert">
          <span>{error}</span>
          <Button size="s" onClick={() => actions.retryClicked()}>
            重试
          </Button>
        </div>
      ) : (
        status === 'loading' &&
        !paused && (
          <p className="wk-player__status" role="status">
            正在缓冲…
          </p>
        )
      )}
      <div className="wk-player__buttons">
        {track.prevId > 0 && (
          <button type="button" className="wk-player__button" onClick={() => actions.prevClicked({ follow: true })}>
            上一课
          </button>
        )}
        <button
          type="button"
          className="wk-player__button"
          disabled={failed}
          onClick={() => actions.skipRequested(-15)}
        >
          后退15秒
        </button>
        <button
          type="button"
          className="wk-player__toggle"
          aria-label={paused ? '播放' : '暂停'}
          onClick={() => (paused ? actions.playClicked() : actions.pauseClicked())}
        >
          <PlayIcon paused={paused} />
        </button>
        <button type="button" className="wk-player__button" disabled={failed} onClick={() => actions.skipRequested(15)}>
          前进15秒
        </button>
        {track.nextId > 0 && (
          <button type="button" className="wk-player__button" onClick={() => actions.nextClicked({ follow: true })}>
            下一课
          </button>
        )}
      </div>
      <div className="wk-player__settings">
        <SleepTimerControl />
        <label className="wk-player__rate">
          倍速
          <select value={rate} onChange={(event) => actions.rateChosen(Number(event.target.value))}>
            {PLAYBACK_RATES.map((option) => (
              <option key={option} value={option}>
                {option}×
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
