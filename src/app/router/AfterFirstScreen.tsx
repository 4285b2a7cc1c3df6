import type { RouteMatch } from '@/shared/routing';
import { FloatingHelper } from '@/widgets/floating-helper';
import { MiniPlayerDock } from '@/widgets/mini-player';

type Props = { match: RouteMatch; aboveTabBar: boolean };

/** What the shell adds after the first screen: the floating helper and the mini-player's dock. */
export default function AfterFirstScreen({ match, aboveTabBar }: Props) {
  const lessonOnScreen = match.route.name === 'lesson-play' ? Number(match.params.id) : null;
  return (
    <>
      <MiniPlayerDock lessonOnScreen={lessonOnScreen} aboveTabBar={aboveTabBar} />
      <FloatingHelper isHome={match.route.name === 'index'} aboveTabBar={aboveTabBar} />
    </>
  );
}
