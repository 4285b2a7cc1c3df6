export { apiBase, appEnv, appName, isDebugBuild, isSimulationAllowed, staticPath, wsBase, wxAppId } from './env';
