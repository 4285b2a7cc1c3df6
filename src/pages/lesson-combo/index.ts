export { lessonChannelRoute, lessonPackageRoute } from './config/route';
