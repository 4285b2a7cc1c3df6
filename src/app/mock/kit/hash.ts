/**
 * A deterministic hex digest (FNV-1a, widened by re-seeding) for mock signatures: stable for the same input,
 * no crypto strength implied or needed.
 */
export function hexDigest(text: string, length = 40): string {
  let out = '';
  for (let round = 0; out.length < length; round++) {
    let hash = 0x811c9dc5 ^ round;
    for (let i = 0; i < text.length; i++) {
      hash ^= text.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193);
    }
    out += (hash >>> 0).toString(16).padStart(8, '0');
  }
  return out.slice(0, length);
}
