/** The last answers, newest first, at most RECENT_LIMIT, and the token they were loaded with. */
export type Recent<Detail> = { token: string | null; byId: ReadonlyArray<readonly [number, Detail]> };
const RECENT_LIMIT = 10;

export function remember<Detail>(recent: Recent<Detail>, token: string | null, id: number, detail: Detail) {
  const kept = recent.token === token ? recent.byId.filter(([other]) => other !== id) : [];
  return { token, byId: [[id, detail] as const, ...kept].slice(0, RECENT_LIMIT) };
}

export function recall<Detail>(recent: Recent<Detail>, token: string | null, id: number): Detail | null {
  if (recent.token !== token) return null;
  return recent.byId.find(([other]) => other === id)?.[1] ?? null;
}
