export { spokenTime } from './lib/time-text';
export { type Track, trackOf } from './lib/track';
export { closeClicked, pauseClicked, playClicked } from './model/intents';
export {
  $currentTime,
  $duration,
  $errorText,
  $paused,
  $status,
  $track,
  trackOffered,
  trackPlayRequested,
} from './model/player';
export { PlayerPanel } from './ui/PlayerPanel';
export { PlayIcon } from './ui/PlayIcon';
export { SleepTimerControl } from './ui/SleepTimerControl';
