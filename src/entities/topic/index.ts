export { getTopicDetailFx, getTopicsFx, type TopicCard, type TopicDetail } from './api/topic';
