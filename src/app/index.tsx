import { storageKeys } from '@/shared/api';
import { writeStorage } from '@/shared/lib/storage';
import { decideStartup } from './startup';

const decision = decideStartup(window.location, Date.now());
if (decision.kind === 'redirect') {
  // The token is stored before the reload so it never stays in the address bar (or in a link shared from it).
  if (decision.token) writeStorage('local', storageKeys.token, decision.token);
  window.location.replace(decision.url);
} else {
  void import('./bootstrap').then(({ bootstrap }) => bootstrap(document.getElementById('root')));
}
