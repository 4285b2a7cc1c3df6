/**
 * Tokens are `mock.<userId>.<random>` and carry the user id, so they stay valid across dev-server restarts for
 * every user the seed recreates; no session table is needed.
 */
const TOKEN_PATTERN = /^mock\.(\d+)\.[0-9a-z]+$/;

export function makeToken(userId: number): string {
  const random = crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
  return `mock.${userId}.${random.toString(36)}`;
}

export function userIdFromToken(token: string | null): number | null {
  const match = token ? TOKEN_PATTERN.exec(token) : null;
  return match ? Number(match[1]) : null;
}
