import * as z from 'zod/mini';
import { createRequestFx, id } from '@/shared/api';

/** Only in-app hash routes and https pages may be opened from a banner; anything else is dropped. */
const bannerLink = z.pipe(
  z._default(z.string(), ''),
  z.transform((link) => (link.startsWith('#/') || link.startsWith('https://') ? link : '')),
);

/** A home carousel slide; `link` is an in-app hash route (`#/lesson/play/3`), an https URL, or '' for none. */
export const bannerSchema = z.object({
  id,
  image: z.string(),
  title: z._default(z.string(), ''),
  link: bannerLink,
});
export type Banner = z.output<typeof bannerSchema>;

const bannersSchema = z.array(bannerSchema);
export const getBannersFx = createRequestFx<void, typeof bannersSchema>({
  path: '/api/config/banner.html',
  schema: bannersSchema,
});
