export { DetailSkeleton, ListSkeleton, Skeleton, SkeletonText } from './Skeleton';
