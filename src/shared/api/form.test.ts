import { describe, expect, it } from '@rstest/core';
import { encodeForm } from './form';

describe('encodeForm', () => {
  it('encodes arrays with empty brackets and objects with named brackets', () => {
    expect(encodeForm({ a: [1, 2], b: { c: 1 } })).toBe('a[]=1&a[]=2&b[c]=1');
  });
  it('indexes objects inside arrays so the server can tell them apart', () => {
    expect(encodeForm({ list: [{ id: 1 }, { id: 2 }] })).toBe('list[0][id]=1&list[1][id]=2');
  });
  it('percent-encodes names and values but keeps brackets literal', () => {
    expect(encodeForm({ 'a b': ['微课 &'] })).toBe('a%20b[]=%E5%BE%AE%E8%AF%BE%20%26');
  });
  it('leaves out null and undefined, keeps 0 and empty strings', () => {
    expect(encodeForm({ a: null, b: undefined, c: 0, d: '' })).toBe('c=0&d=');
  });
  it('reads the env of the test mode', () => {
    expect(import.meta.env.PUBLIC_APP_ENV).toBe('test');
  });
});
