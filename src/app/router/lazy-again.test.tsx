import { describe, expect, it } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyAgain, loadAgain } from './lazy-again';

/** A load that fails `failures` times (a chunk the network dropped), then gives `value`; counts its calls. */
function flaky<T>(failures: number, value: T) {
  let calls = 0;
  const load = () => {
    calls += 1;
    return calls <= failures ? Promise.reject(new Error(`drop ${calls}`)) : Promise.resolve(value);
  };
  return { load, calls: () => calls };
}

describe('loadAgain', () => {
  it('asks again after each failure, as many times as it has waits', async () => {
    const twice = flaky(2, 'code');
    expect(await loadAgain(twice.load, [0, 0])).toBe('code');
    expect(twice.calls()).toBe(3);
  });

  it('gives up with the last failure once the waits are spent', async () => {
    const always = flaky(5, 'code');
    await expect(loadAgain(always.load, [0, 0])).rejects.toThrow('drop 3');
    expect(always.calls()).toBe(3);
  });

  it('waits before asking again', async () => {
    const once = flaky(1, 'code');
    const started = Date.now();
    await loadAgain(once.load, [50]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });
});

describe('lazyAgain', () => {
  it('renders the component of a load that first failed', async () => {
    const part = flaky(1, { default: () => <p>已加载</p> });
    const Part = lazyAgain(part.load);
    render(
      <Suspense fallback={<p>加载中</p>}>
        <Part />
      </Suspense>,
    );
    expect(screen.getByText('加载中')).toBeTruthy();
    expect(await screen.findByText('已加载', undefined, { timeout: 3000 })).toBeTruthy();
    expect(part.calls()).toBe(2);
  });
});
