import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import { $track } from '@/features/player';

// The bar's own code loads only once the player has something loaded.
const MiniPlayer = lazy(() => import('./MiniPlayer').then((module) => ({ default: module.MiniPlayer })));

type Props = {
  /** The lesson whose page is on screen (its own player is there), null elsewhere. */
  lessonOnScreen: number | null;
  /** Lifts the bar above the bottom tab bar on the three tab screens. */
  aboveTabBar: boolean;
};

/** Where the shell mounts the mini-player: shown while a lesson is loaded and its page is not the one on screen. */
export function MiniPlayerDock({ lessonOnScreen, aboveTabBar }: Props) {
  const track = useUnit($track);
  if (!track || track.id === lessonOnScreen) return null;
  return (
    <Suspense fallback={null}>
      <MiniPlayer aboveTabBar={aboveTabBar} />
    </Suspense>
  );
}
