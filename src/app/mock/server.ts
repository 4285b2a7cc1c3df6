/**
 * The mock backend's Node-only entry: serving it over real HTTP (rsbuild.config.ts, for `npm start` and
 * `npm run preview`) and finding the activities' mock handlers on disk. Everything else is in `./index`.
 */
export { loadActivityMocks, reloadActivityMocksOnEdit } from './activity-mocks-on-disk';
export { attachLiveRoomServer } from './live/ws-server';
export { createMockMiddleware } from './node-middleware';
