export { chatUrl } from './chat';
export { apiBase, appEnv, appName, isDebugBuild, isSimulationAllowed, staticPath, wxAppId } from './env';
export { mediaSources } from './media-sources';
export { wsBase } from './ws';
