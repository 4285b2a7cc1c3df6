/** 搜索 (route `search`, /index/search); its page code loads lazily. */
export const searchRoute = {
  name: 'search',
  load: () => import('../ui/SearchPage'),
};
