import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import { ToastHost } from '@/shared/ui/toast';
import { $firstScreenDone } from '../model/app-started';
import { Shell } from './Shell';

// Mounted once the first page is on screen: a modal opened before that waits in the modal model until then.
const ModalHost = lazy(() => import('@/shared/ui/modal').then((module) => ({ default: module.ModalHost })));

/**
 * The app's frame. The navigation model (src/app/navigation) owns the location, the guards and which page shows;
 * links are plain hash hrefs built with `hrefTo(linkTo(name, params))`.
 */
export function App() {
  const deferredReady = useUnit($firstScreenDone);
  return (
    <>
      <Shell />
      <ToastHost />
      {deferredReady && (
        <Suspense fallback={null}>
          <ModalHost />
        </Suspense>
      )}
    </>
  );
}
