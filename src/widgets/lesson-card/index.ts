export { formatCountdown } from './lib/format-countdown';
export { $now, CountdownGate } from './model/countdown';
export { BargainCountdown } from './ui/BargainCountdown';
export { LessonCardView } from './ui/LessonCardView';
