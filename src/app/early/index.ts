import { REQUEST_TIMEOUT_MS } from '@/shared/api/question';
import { watchAppFiles } from './app-files';
import { applyStoredScheme } from './color-scheme';
import { type PageChunks, startEarlyCalls } from './early-calls';

// Inline in index.html's head (rsbuild.config.ts, inline-script.ts). Never in the way: the app asks for itself.
// The page chunks' files, as this build wrote them, come in a global set just before this code (rsbuild.config.ts).
declare global {
  interface Window {
    __wktEarlyChunks?: PageChunks;
  }
}

applyStoredScheme(document.documentElement);
watchAppFiles(window, () => window.location.reload());

try {
  const chunks = window.__wktEarlyChunks ?? {};
  delete window.__wktEarlyChunks;
  startEarlyCalls(window, REQUEST_TIMEOUT_MS, chunks);
} catch {
  // No early answers: every call is asked by the app, as without this script.
}
