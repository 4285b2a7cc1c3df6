import { useEffect } from 'react';
import type { RouteMatch } from '@/shared/routing';
import { usePaintedValue } from '@/shared/ui/after-paint';
import { FloatingHelper } from '@/widgets/floating-helper';
import { MiniPlayerDock } from '@/widgets/mini-player';
import { startPrefetching } from '../navigation/prefetch';

type Props = { match: RouteMatch; aboveTabBar: boolean };

/**
 * What the shell adds after the first screen: the floating helper, the mini-player's dock, and page code fetched
 * ahead of the tap (prefetch.ts; here, in this lazy chunk, so the first screen's JavaScript does not carry it).
 */
export default function AfterFirstScreen({ match: routeMatch, aboveTabBar }: Props) {
  useEffect(startPrefetching, []);
  // The helper and the dock follow a route change once its screen has painted (the mini-player mounting as a
  // lesson is left — its cover, the bar's height set on <html> — would be part of the back button's frame). Onto a
  // lesson's page at once: the dock hides there (the page has its own player). Here, not in the shell: the first
  // screen's JavaScript does not carry it.
  const match = usePaintedValue(routeMatch, (next) => next.route.name === 'lesson-play');
  const lessonOnScreen = match.route.name === 'lesson-play' ? Number(match.params.id) : null;
  return (
    <>
      <MiniPlayerDock lessonOnScreen={lessonOnScreen} aboveTabBar={aboveTabBar} />
      <FloatingHelper isHome={match.route.name === 'index'} aboveTabBar={aboveTabBar} />
    </>
  );
}
