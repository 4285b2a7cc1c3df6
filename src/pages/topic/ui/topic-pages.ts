export { TopicDetailPage } from './TopicDetailPage';
export { TopicListPage } from './TopicListPage';
