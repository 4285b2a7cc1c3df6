export { formatCount } from './count';
export { formatDateTime } from './date-time';
export { formatDuration } from './duration';
export { formatMoney, formatPrice } from './money';
export { parseTime } from './parse-time';
export { formatRelativeTime } from './relative-time';
