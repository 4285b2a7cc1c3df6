export { formatCountdown } from './lib/format-countdown';
export { $now, CountdownGate } from './model/countdown';
export { BargainCountdown } from './ui/BargainCountdown';
export { CardRow } from './ui/CardRow';
export { ComboCardView } from './ui/ComboCardView';
export { LessonCardView } from './ui/LessonCardView';
