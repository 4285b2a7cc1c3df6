import { definePage } from '@/shared/routing';

/** 搜索 (route `search`, /index/search); its page code loads lazily. */
export const searchRoute = definePage({
  name: 'search',
  path: '/index/search',
  meta: { title: '搜索', auth: 'profile' },
  load: () => import('../ui/SearchPage'),
});
