import { describe, expect, it } from '@rstest/core';
import { callMock } from '@/app/activities/campaign.test-utils';

describe('__id__ mock backend', () => {
  it('answers 1000 without a valid token', async () => {
    expect((await callMock('GET', '/api/active/__id__/info', { token: '' })).code).toBe(1000);
  });

  it('counts each visitor once', async () => {
    await callMock('GET', '/api/active/__id__/info', { token: 'mock.1.test' });
    await callMock('GET', '/api/active/__id__/info', { token: 'mock.1.test' });
    const info = await callMock('GET', '/api/active/__id__/info', { token: 'mock.3.test' });
    expect(info).toMatchObject({ code: 1, data: { participants: 2 } });
  });
});
