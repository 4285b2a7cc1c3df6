export { $hasStudyBadge, badgeRefreshRequested } from './model/badge';
export { TabBar } from './ui/TabBar';
