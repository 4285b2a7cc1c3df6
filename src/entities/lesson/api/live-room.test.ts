import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { HttpResponse, http } from 'msw';
import { mockServer } from '../../../../tests/msw-server';
import { getLiveRoomDetailFx } from './live-room';

describe('getLiveRoomDetailFx', () => {
  it('fails with an ApiError of kind "schema" when the answer does not match the contract', async () => {
    mockServer.use(
      http.get('*/api/ls/lesson/findStudioRoomDetail', () =>
        HttpResponse.json({ code: 1, msg: 'ok', data: { lessonId: 'oops' } }),
      ),
    );
    const scope = fork();
    const result = await allSettled(getLiveRoomDetailFx, { scope, params: { lessonId: 3 } });
    expect(result.status).toBe('fail');
    expect(result.status === 'fail' && result.value.kind).toBe('schema');
    expect(result.status === 'fail' && result.value.path).toBe('/api/ls/lesson/findStudioRoomDetail');
  });
});
