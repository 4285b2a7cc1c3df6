import { lazy, Suspense } from 'react';
import './chat-sheet.css';

// Development, debug and test builds: a simulated chat, so no build talks to the real service's host. The condition
// is spelled out as literals so production builds drop the import (see shared/wechat/load-bridge.ts).
const SimulatedChat =
  import.meta.env.PUBLIC_APP_ENV === 'development' ||
  import.meta.env.PUBLIC_APP_ENV === 'debug' ||
  import.meta.env.PUBLIC_APP_ENV === 'test'
    ? lazy(() => import('./SimulatedChat'))
    : null;

/** The customer-service chat inside the modal sheet: the configured service in a frame, or the simulation. */
export function ChatSheet({ url }: { url: string }) {
  if (SimulatedChat) {
    return (
      <Suspense fallback={null}>
        <SimulatedChat />
      </Suspense>
    );
  }
  return <iframe className="wk-chat-frame" src={url} title="在线客服" />;
}
