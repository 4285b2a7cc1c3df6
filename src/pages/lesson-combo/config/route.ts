import { comboDetailCall } from '@/entities/combo';
import { definePage } from '@/shared/routing';

/** A column (route `lesson-channel`) and a package (`lesson-package`): one page for both; its code loads lazily. */
export const lessonChannelRoute = definePage({
  name: 'lesson-channel',
  path: '/lesson/channel/:id',
  meta: { title: '专栏', share: true, auth: 'base' },
  load: () => import('../ui/ComboPage'),
  // A shared column link's first call: its detail, asked with the viewer's call (app/navigation/entering.ts).
  landing: ({ id }) => comboDetailCall(id),
});

export const lessonPackageRoute = definePage({
  name: 'lesson-package',
  path: '/lesson/package/:id',
  meta: { title: '系列课', share: true, auth: 'profile' },
  load: () => import('../ui/ComboPage'),
  landing: ({ id }) => comboDetailCall(id),
});
