export { apiBase, appEnv, appName, isDebugBuild, isSimulationAllowed, staticPath, wxAppId } from './env';
export { wsBase } from './ws';
