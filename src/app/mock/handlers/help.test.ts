import { beforeEach, describe, expect, it } from '@rstest/core';
import { apiPost } from '../api-client.test-utils';
import { resetMockDb } from '../backend';
import { receivedReports } from './help';

const complaint = { reason: 2, content: '视频一直加载不出来，换了网络也不行' };

describe('POST /api/help/report', () => {
  beforeEach(() => resetMockDb());

  it('takes a complaint with its images and phone', async () => {
    const answer = await apiPost<{ reportId: number }>('/api/help/report', {
      ...complaint,
      contact: '13800138000',
      'images[]': 'data:image/jpeg;base64,AAAA',
    });
    expect(answer).toMatchObject({ code: 1, data: { reportId: 1 } });
    expect(receivedReports()).toEqual([expect.objectContaining({ reason: 2, contact: '13800138000', imageCount: 1 })]);
  });

  it('refuses what the form would have refused, and anonymous senders', async () => {
    expect((await apiPost('/api/help/report', { ...complaint, reason: 9 })).code).toBe(2);
    expect((await apiPost('/api/help/report', { ...complaint, content: '太短' })).code).toBe(3);
    expect((await apiPost('/api/help/report', { ...complaint, contact: '123' })).code).toBe(4);
    expect((await apiPost('/api/help/report', complaint, null)).code).toBe(1000);
    expect(receivedReports()).toEqual([]);
  });
});
