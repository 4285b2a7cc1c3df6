import { describe, expect, it } from '@rstest/core';
import { act, render } from '@testing-library/react';
import { fork } from 'effector';
import { createGate, Provider } from 'effector-react';
import { useLayoutEffect } from 'react';
import { useGateAfterPaint } from './use-gate-after-paint';

const Gate = createGate<{ page: number }>('test-gate');
const scope = fork();
const seen: string[] = [];

function View({ page }: { page: number }) {
  useGateAfterPaint(Gate, { page });
  useLayoutEffect(() => {
    // Runs after the gate's own effect would in the same commit: with effector-react's layout-effect gate it would
    // see the gate open.
    seen.push(`layout open=${scope.getState(Gate.status)}`);
  }, []);
  return null;
}

describe('useGateAfterPaint (opens after the commit)', () => {
  it('opens in a passive effect with the props, sets new props once per change, closes on unmount, in its scope', () => {
    const view = render(
      <Provider value={scope}>
        <View page={1} />
      </Provider>,
    );
    expect(seen).toEqual(['layout open=false']);
    expect(scope.getState(Gate.status)).toBe(true);
    expect(scope.getState(Gate.state)).toEqual({ page: 1 });
    expect(Gate.status.getState()).toBe(false);
    view.rerender(
      <Provider value={scope}>
        <View page={2} />
      </Provider>,
    );
    expect(scope.getState(Gate.state)).toEqual({ page: 2 });
    act(() => view.unmount());
    expect(scope.getState(Gate.status)).toBe(false);
  });
});
