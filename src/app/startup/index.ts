export { decideStartup, HOME_HASH, type StartupDecision } from './startup';
