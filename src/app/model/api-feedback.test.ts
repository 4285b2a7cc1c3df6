import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { HttpResponse, http } from 'msw';
import * as z from 'zod/mini';
import { $requestTimings, createRequestFx } from '@/shared/api';
import { $toast } from '@/shared/ui/toast';
import { mockServer } from '../../../tests/msw-server';
import './api-feedback';

const pingFx = createRequestFx<void, z.ZodMiniNull>({ path: '/api/test/ping', schema: z.null() });
const statsFx = createRequestFx<void, z.ZodMiniNull>({ path: '/api/test/stats', schema: z.null(), silent: true });

describe('API feedback', () => {
  it('shows 系统繁忙，请稍后再试 when an answer is not HTTP 200', async () => {
    mockServer.use(http.get('*/api/test/ping', () => new HttpResponse(null, { status: 500 })));
    const scope = fork();
    await allSettled(pingFx, { scope });
    expect(scope.getState($toast)).toMatchObject({ message: '系统繁忙，请稍后再试', type: 'fail' });
  });

  it('stays quiet for silent calls and for business errors', async () => {
    mockServer.use(
      http.get('*/api/test/stats', () => new HttpResponse(null, { status: 503 })),
      http.get('*/api/test/ping', () => HttpResponse.json({ code: 2, msg: '不行', data: null })),
    );
    const scope = fork();
    await allSettled(statsFx, { scope });
    await allSettled(pingFx, { scope });
    expect(scope.getState($toast)).toBeNull();
  });

  it('tells, without blocking, while a call is merely slow', async () => {
    mockServer.use(
      http.get('*/api/test/ping', async () => {
        await new Promise((resolve) => setTimeout(resolve, 60));
        return HttpResponse.json({ code: 1, data: null });
      }),
    );
    const scope = fork({ values: [[$requestTimings, { slowMs: 10, timeoutMs: 1000 }]] });
    await allSettled(pingFx, { scope });
    expect(scope.getState($toast)).toMatchObject({ message: '网络较慢，仍在加载…', type: 'msg', position: 'bottom' });
  });
});
