export {
  apiBase,
  appEnv,
  appName,
  chatUrl,
  isDebugBuild,
  isSimulationAllowed,
  mediaSources,
  staticPath,
  wxAppId,
} from './env';
export { wsBase } from './ws';
