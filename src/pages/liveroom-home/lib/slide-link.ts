import type { Slide } from '@/entities/studio';
import { linkTo } from '@/shared/routing';

/** Where a slide opens: its lesson (linkType 1) or its column (2). */
export function slideLink(slide: Pick<Slide, 'linkType' | 'linkId'>): string {
  return linkTo(slide.linkType === 1 ? 'lesson-play' : 'lesson-channel', { id: slide.linkId });
}
