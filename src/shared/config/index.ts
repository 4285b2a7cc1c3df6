export {
  apiBase,
  appEnv,
  appName,
  chatUrl,
  isDebugBuild,
  isSimulationAllowed,
  staticPath,
  wxAppId,
} from './env';
export { wsBase } from './ws';
