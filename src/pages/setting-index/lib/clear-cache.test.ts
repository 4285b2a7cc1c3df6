import { afterEach, describe, expect, it } from '@rstest/core';
import { clearLocalCache } from './clear-cache';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('clearLocalCache', () => {
  it('removes drafts and player positions, and keeps the session, guid and recent searches', async () => {
    sessionStorage.setItem('wkt:draft:search', '"课程"');
    sessionStorage.setItem('wkt:draft:comment:11', '"写到一半"');
    sessionStorage.setItem('wkt:channel', '7');
    localStorage.setItem('wkt:player:position:11', '42');
    localStorage.setItem('wkt:token', 'mock.1.test');
    localStorage.setItem('wkt:guid', 'a'.repeat(32));
    localStorage.setItem('wkt:recent-searches', '["理财"]');
    expect(await clearLocalCache()).toBeGreaterThanOrEqual(3);
    expect(sessionStorage.getItem('wkt:draft:search')).toBeNull();
    expect(sessionStorage.getItem('wkt:draft:comment:11')).toBeNull();
    expect(localStorage.getItem('wkt:player:position:11')).toBeNull();
    expect(sessionStorage.getItem('wkt:channel')).toBe('7');
    expect(localStorage.getItem('wkt:token')).toBe('mock.1.test');
    expect(localStorage.getItem('wkt:guid')).toBe('a'.repeat(32));
    expect(localStorage.getItem('wkt:recent-searches')).toBe('["理财"]');
  });
});
