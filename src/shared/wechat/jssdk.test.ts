import { describe, expect, it } from '@rstest/core';
import { specJssdk } from '../../../tests/spec-answers.test-utils';
import { jssdkConfigSchema } from './jssdk';

describe('jssdk answer (spec §7)', () => {
  it('reads the spec answer (string timestamp, boolean debug) and the designed one', () => {
    expect(jssdkConfigSchema.parse(specJssdk)).toEqual({ ...specJssdk, debug: 0, timestamp: 1_700_000_000 });
    const designed = { debug: 1, appId: 'wx123', timestamp: 1_700_000_000, nonceStr: 'n', signature: 's' };
    expect(jssdkConfigSchema.parse(designed)).toEqual(designed);
    const { signature: _missing, ...unsigned } = specJssdk;
    expect(jssdkConfigSchema.safeParse(unsigned).success).toBe(false);
  });
});
