import { storageKeys } from '@/shared/api';
import { writeStorage } from '@/shared/lib/storage';
import { bootstrap } from './bootstrap';
import { decideStartup } from './startup';

// Imported statically: the usual visit (a shared link has a query and a hash) starts at once, with no second
// round trip for React; only the rarer redirect path pays for parsing code it does not run.
const decision = decideStartup(window.location, Date.now());
if (decision.kind === 'redirect') {
  // The token is stored before the reload so it never stays in the address bar (or in a link shared from it).
  if (decision.token) writeStorage('local', storageKeys.token, decision.token);
  window.location.replace(decision.url);
} else {
  bootstrap(document.getElementById('root'));
}
