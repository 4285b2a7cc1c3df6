export { Poster, type PosterModel, type PosterSize, PosterSkeleton } from './Poster';
