/** A column (route `lesson-channel`) and a package (`lesson-package`): one page for both; its code loads lazily. */
export const lessonChannelRoute = {
  name: 'lesson-channel',
  load: () => import('../ui/ComboPage'),
};

export const lessonPackageRoute = {
  name: 'lesson-package',
  load: () => import('../ui/ComboPage'),
};
