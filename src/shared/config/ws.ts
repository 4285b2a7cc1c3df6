/**
 * The live room's WebSocket origin (`PUBLIC_WS_BASE`), in a module of its own: env.ts is in the first screen's
 * chunk, where every export any page uses is kept, and only the live room needs this one (~30 B of the first
 * screen's JavaScript).
 */
export const wsBase = import.meta.env.PUBLIC_WS_BASE ?? '';
