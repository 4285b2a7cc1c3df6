import { useEffect } from 'react';
import type { RouteMatch } from '@/shared/routing';
import { FloatingHelper } from '@/widgets/floating-helper';
import { MiniPlayerDock } from '@/widgets/mini-player';
import { startPrefetching } from '../navigation/prefetch';

type Props = { match: RouteMatch; aboveTabBar: boolean };

/**
 * What the shell adds after the first screen: the floating helper, the mini-player's dock, and page code fetched
 * ahead of the tap (prefetch.ts; here, in this lazy chunk, so the first screen's JavaScript does not carry it).
 */
export default function AfterFirstScreen({ match, aboveTabBar }: Props) {
  useEffect(startPrefetching, []);
  const lessonOnScreen = match.route.name === 'lesson-play' ? Number(match.params.id) : null;
  return (
    <>
      <MiniPlayerDock lessonOnScreen={lessonOnScreen} aboveTabBar={aboveTabBar} />
      <FloatingHelper isHome={match.route.name === 'index'} aboveTabBar={aboveTabBar} />
    </>
  );
}
