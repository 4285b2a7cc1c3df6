import { storageKeys } from '@/shared/api';
import { nextTask } from '@/shared/lib/idle';
import { writeStorage } from '@/shared/lib/storage';
import { decideStartup } from './startup';

/**
 * The app's start, in steps of one task each. Evaluating the whole first screen's code — effector's and zod's
 * set-up, the API layer, the viewer and navigation models, react-dom — in one go is one long task on a phone, during
 * which the phone answers nothing. Each step below evaluates what it imports that the steps before did not, then
 * yields to the browser. `webpackMode: "eager"` keeps every step in this file (no request, no extra chunk): the
 * import only decides when the code runs. Each step costs a few bytes of the first screen (its module can no longer
 * be merged with the others), so there are five: the API layer (with effector's and zod's set-up), the viewer,
 * home's model, navigation's decisions, react-dom; then the rest. Effector and zod need no steps of their own: the
 * first screen's file carries V8's compile hint (rsbuild.config.ts), so their functions are compiled in the
 * background while it downloads, not on the main thread as each is first called.
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
  // Evaluating the shell's code and starting the app (its first requests, the navigation's decisions) together are a
  // long task on a phone: each is a task of its own.
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
