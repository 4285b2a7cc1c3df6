import { describe, expect, it } from '@rstest/core';
import { mockServer } from '../../../../tests/msw-server';
import { apiPost } from '../api-client.test-utils';
import { mockNow, setMockNow } from './clock';
import { apiGet as endpoint } from './endpoint';
import { ok } from './respond';

const december5 = Date.parse('2026-12-05T10:00:00+08:00');

describe('the mock clock', () => {
  it('is the real time until set, then stands still at the set moment', () => {
    expect(Math.abs(mockNow() - Date.now())).toBeLessThan(1000);
    setMockNow(december5);
    expect(mockNow()).toBe(december5);
    setMockNow(null);
    expect(Math.abs(mockNow() - Date.now())).toBeLessThan(1000);
  });

  it('is every answer’s now, settable over HTTP (POST /__mock/clock) and put back by a reset', async () => {
    mockServer.use(endpoint('/api/test/now', ({ now }) => ok({ now })));
    const now = async () => (await fetch('http://localhost/api/test/now')).json() as Promise<{ data: { now: number } }>;
    expect(await apiPost('/__mock/clock', { now: '2026-12-05T10:00:00+08:00' }, null)).toMatchObject({ code: 1 });
    expect((await now()).data.now).toBe(december5);
    expect((await apiPost('/__mock/clock', { now: 'soon' }, null)).code).toBe(3);
    await apiPost('/__mock/reset', {}, null);
    expect(Math.abs((await now()).data.now - Date.now())).toBeLessThan(1000);
  });
});
