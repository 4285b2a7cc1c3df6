import { nextTask } from '@/shared/lib/idle';
import { decideStartup } from './startup';

/**
 * The app's start, in steps of one task each (issue 18). Evaluating the whole first screen's code — effector's and
 * zod's set-up, the API layer, the viewer and navigation models, react-dom — in one go was one long task of
 * 60–90 ms on a quiet machine (×4 on a mid-range phone), during which the phone answers nothing. Each step below
 * evaluates one layer of it and yields to the browser. `webpackMode: "eager"` keeps every layer in this file (no
 * request, no extra chunk): the import only decides when the code runs.
 */
/**
 * The layers, in order: each evaluates what it imports that the ones before did not. Measured (an unthrottled
 * production build; ×4 on a mid-range phone): zod's own set-up, the API layer's first effector units, the viewer's
 * schemas, home's model, the navigation model and react-dom each take 5–30 ms.
 */
const LAYERS = [
  () => import(/* webpackMode: "eager", webpackExports: ["object"] */ 'zod/mini'),
  () => import(/* webpackMode: "eager", webpackExports: ["storageKeys"] */ '@/shared/api'),
  () => import(/* webpackMode: "eager", webpackExports: ["getLecturerProfileFx"] */ '@/entities/lecturer'),
  () => import(/* webpackMode: "eager", webpackExports: ["viewerRequested"] */ '@/entities/user'),
  () => import(/* webpackMode: "eager", webpackExports: ["homeLandingPrefetched"] */ '@/pages/home'),
  () => import(/* webpackMode: "eager", webpackExports: ["$view"] */ './navigation/model'),
  () => import(/* webpackMode: "eager", webpackExports: ["appStarted"] */ './model/app'),
  () => import(/* webpackMode: "eager", webpackExports: ["App"] */ './router/App'),
  () => import(/* webpackMode: "eager", webpackExports: ["createRoot"] */ './dom'),
];

async function start(container: HTMLElement | null): Promise<void> {
  for (const layer of LAYERS) {
    await layer();
    await nextTask();
  }
  const { bootstrap } = await import(/* webpackMode: "eager", webpackExports: ["bootstrap"] */ './bootstrap');
  bootstrap(container);
}

async function redirect(url: string, token: string | null): Promise<void> {
  // The token is stored before the reload so it never stays in the address bar (or in a link shared from it).
  if (token) {
    const [{ storageKeys }, { writeStorage }] = await Promise.all([
      import(/* webpackMode: "eager", webpackExports: ["storageKeys"] */ '@/shared/api'),
      import(/* webpackMode: "eager", webpackExports: ["writeStorage"] */ '@/shared/lib/storage'),
    ]);
    writeStorage('local', storageKeys.token, token);
  }
  window.location.replace(url);
}

// The usual visit (a shared link has a query and a hash) starts at once; the rarer redirect reloads the page.
const decision = decideStartup(window.location, Date.now());
if (decision.kind === 'redirect') void redirect(decision.url, decision.token);
else void start(document.getElementById('root'));
