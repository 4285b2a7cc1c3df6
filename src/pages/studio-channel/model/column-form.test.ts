import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { $token } from '@/shared/api';
import { mockServer } from '../../../../tests/msw-server';
import { columnFieldsChanged, columnFormOpened, columnSubmitted } from './column-form';

/** The bodies of the column saves that reached the mock backend (verified lecturer 林晓岚, studio 1). */
const saves: URLSearchParams[] = [];
const record = ({ request }: { request: Request }) => {
  if (new URL(request.url).pathname.endsWith('/studio/channelSave'))
    void request
      .clone()
      .text()
      .then((body) => saves.push(new URLSearchParams(body)));
};

describe('column form', () => {
  beforeEach(() => {
    sessionStorage.clear();
    saves.length = 0;
    mockServer.events.on('request:start', record);
  });
  afterEach(() => {
    mockServer.events.removeListener('request:start', record);
  });

  it('makes one column from a double tap whose second tap lands after the answer, and a new one when opened again', async () => {
    const scope = fork({ values: [[$token, 'mock.3.test']] });
    const fill = (cateName: string) =>
      allSettled(columnFieldsChanged, { scope, params: { cateName, groupId: 1, priceYuan: '199' } });
    await allSettled(columnFormOpened, { scope, params: null });
    await fill('数据思维训练营');
    await allSettled(columnSubmitted, { scope });
    // The double tap's second tap: the server has answered, the list is not on screen yet.
    await allSettled(columnSubmitted, { scope });
    expect(saves.map((body) => [body.get('cateName'), body.get('price')])).toEqual([['数据思维训练营', '19900']]);
    // Opened again, the form makes a new column, with a request id of its own.
    await allSettled(columnFormOpened, { scope, params: null });
    await fill('第二个专栏');
    await allSettled(columnSubmitted, { scope });
    expect(saves.map((body) => body.get('cateName'))).toEqual(['数据思维训练营', '第二个专栏']);
    expect(saves[1]?.get('requestId')).toMatch(/\S{6,}/);
    expect(saves[1]?.get('requestId')).not.toBe(saves[0]?.get('requestId'));
  });
});
