import { hrefTo, type Tab, tabPaths } from '@/shared/routing';

/** Spec §2: the three bottom tabs, in order, each a plain hash link to its route (followed by the hash router). */
export const tabs: readonly { key: Tab; label: string; href: string }[] = [
  { key: 'discover', label: '发现', href: hrefTo(tabPaths.discover) },
  { key: 'study', label: '学习', href: hrefTo(tabPaths.study) },
  { key: 'mine', label: '我的', href: hrefTo(tabPaths.mine) },
];
