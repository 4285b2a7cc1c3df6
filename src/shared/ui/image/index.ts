export { Image } from './Image';
export { ImageMarker, MARKER_LABELS, type MarkerType } from './ImageMarker';
