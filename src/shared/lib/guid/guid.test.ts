import { describe, expect, it, rs } from '@rstest/core';
import { createGuid, isGuid } from './guid';

describe('createGuid', () => {
  it('makes 32 lowercase hex characters', () => {
    expect(createGuid()).toMatch(/^[0-9a-f]{32}$/);
  });

  it('makes a different id each time', () => {
    const ids = new Set(Array.from({ length: 50 }, () => createGuid()));
    expect(ids.size).toBe(50);
  });

  it('uses crypto.getRandomValues when it is available', () => {
    const spy = rs.spyOn(globalThis.crypto, 'getRandomValues');
    createGuid();
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('encodes every byte as two hex digits, leading zeros kept', () => {
    expect(createGuid((bytes) => bytes.fill(0x0a))).toBe('0a'.repeat(16));
  });

  it('falls back to Math.random where Web Crypto is missing', () => {
    const original = globalThis.crypto;
    Object.defineProperty(globalThis, 'crypto', { value: undefined, configurable: true });
    const random = rs.spyOn(Math, 'random');
    try {
      expect(createGuid()).toMatch(/^[0-9a-f]{32}$/);
      expect(random).toHaveBeenCalledTimes(16);
    } finally {
      Object.defineProperty(globalThis, 'crypto', { value: original, configurable: true });
    }
  });
});

describe('isGuid', () => {
  it('accepts only 32 lowercase hex characters', () => {
    expect(isGuid('0123456789abcdef0123456789abcdef')).toBe(true);
    expect(isGuid('0123456789ABCDEF0123456789ABCDEF')).toBe(false);
    expect(isGuid('abc')).toBe(false);
    expect(isGuid(null)).toBe(false);
  });
});
