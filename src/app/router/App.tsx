import { useUnit } from 'effector-react';
import { Suspense, useDeferredValue } from 'react';
import { $toast } from '@/shared/ui/toast';
import { $firstScreenDone } from '../model/app-started';
import { lazyAgain } from './lazy-again';
import { Shell } from './Shell';

// Loaded once the first page is on screen (or as soon as there is something to show): a toast or a modal asked for
// earlier waits in its model until then. Their code is not part of the first screen's JavaScript.
const ModalHost = lazyAgain(() => import('@/shared/ui/modal').then((module) => ({ default: module.ModalHost })));
const ToastHost = lazyAgain(() => import('@/shared/ui/toast').then((module) => ({ default: module.ToastHost })));
// Made once: a `.map` inside the component made a new store (and a new subscription) on every render.
const $hasToast = $toast.map(Boolean);

/**
 * The app's frame. The navigation model (src/app/navigation) owns the location, the guards and which page shows;
 * links are plain hash hrefs built with `hrefTo(linkTo(name, params))`.
 */
export function App() {
  const [ready, hasToast] = useUnit([$firstScreenDone, $hasToast]);
  // A store update renders synchronously, in one long task; the hosts mount in a background render instead.
  const deferredReady = useDeferredValue(ready);
  return (
    <>
      <Shell />
      {(deferredReady || hasToast) && (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      )}
      {deferredReady && (
        <Suspense fallback={null}>
          <ModalHost />
        </Suspense>
      )}
    </>
  );
}
