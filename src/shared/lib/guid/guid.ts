/** Fills a byte array with random values (the shape of `crypto.getRandomValues`). */
export type RandomFill = (bytes: Uint8Array<ArrayBuffer>) => void;

const GUID_PATTERN = /^[0-9a-f]{32}$/;

/** Old WebViews without Web Crypto still get an id; it only has to be unique enough for statistics, not secret. */
const mathRandomFill: RandomFill = (bytes) => {
  for (let index = 0; index < bytes.length; index += 1) bytes[index] = Math.floor(Math.random() * 256);
};

function defaultFill(): RandomFill {
  const crypto = globalThis.crypto;
  return typeof crypto?.getRandomValues === 'function' ? (bytes) => crypto.getRandomValues(bytes) : mathRandomFill;
}

/** A random id of 32 lowercase hex characters (16 random bytes), e.g. the visitor's statistics guid (spec §9). */
export function createGuid(fill: RandomFill = defaultFill()): string {
  const bytes = new Uint8Array(16);
  fill(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function isGuid(value: unknown): value is string {
  return typeof value === 'string' && GUID_PATTERN.test(value);
}
