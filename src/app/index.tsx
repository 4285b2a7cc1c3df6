import { storageKeys } from '@/shared/api';
import { nextTask } from '@/shared/lib/idle';
import { writeStorage } from '@/shared/lib/storage';
import { decideStartup } from './startup';

/**
 * The app's start, in steps of one task each (issue 18). Evaluating the whole first screen's code — effector's and
 * zod's set-up, the API layer, the viewer and navigation models, react-dom — in one go was one long task of
 * 60–90 ms on a quiet machine (×4 on a mid-range phone), during which the phone answers nothing. Each step below
 * evaluates what it imports that the steps before did not, then yields to the browser. `webpackMode: "eager"` keeps
 * every step in this file (no request, no extra chunk): the import only decides when the code runs. Each step costs
 * ~25 B gzip of the first screen (its module can no longer be merged with the others), so there are five: the API
 * layer (with effector's and zod's set-up), the viewer, home's model, navigation's decisions, react-dom; then the
 * rest. Effector and zod had steps of their own while their functions were compiled on the main thread as first
 * called (17 and 15 ms, the API layer 81–195 ms at 4× CPU). The first screen's file now carries V8's compile hint
 * (rsbuild.config.ts): they are compiled in the background while it downloads, and the API layer's step, with them,
 * measured 62 ms (medians of 5 runs, twice, 2026-11-28), where the three steps before took 133–167 ms together.
 */
const LAYERS = [
  () => import(/* webpackMode: "eager", webpackExports: ["createRequestFx"] */ '@/shared/api'),
  () => import(/* webpackMode: "eager", webpackExports: ["viewerRequested"] */ '@/entities/user'),
  () => import(/* webpackMode: "eager", webpackExports: ["homeLandingPrefetched"] */ '@/pages/home'),
  () => import(/* webpackMode: "eager", webpackExports: ["decisionMade"] */ './navigation/decision'),
  () => import(/* webpackMode: "eager", webpackExports: ["createRoot"] */ './dom'),
];

async function start(container: HTMLElement | null): Promise<void> {
  for (const layer of LAYERS) {
    await layer();
    await nextTask();
  }
  const { bootstrap } = await import(/* webpackMode: "eager" */ './bootstrap');
  // Evaluating the shell's code and starting the app (its first requests, the navigation's decisions) were one
  // 48–58 ms task together; each is its own task now.
  await nextTask();
  bootstrap(container);
}

// The usual visit (a shared link has a query and a hash) starts at once; the rarer redirect reloads the page.
const decision = decideStartup(window.location, Date.now());
if (decision.kind === 'redirect') {
  // The token is stored before the reload so it never stays in the address bar (or in a link shared from it).
  if (decision.token) writeStorage('local', storageKeys.token, decision.token);
  window.location.replace(decision.url);
} else {
  void start(document.getElementById('root'));
}
