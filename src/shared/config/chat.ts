/**
 * The customer-service chat's page for this environment; the server only switches it on (spec §6 meiqiaSwitch). A
 * module of its own, like ./media-sources.ts: the first screen does not read it.
 */
export const chatUrl = (import.meta.env.PUBLIC_CHAT_URL ?? '').trim();
