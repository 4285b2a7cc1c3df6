import { describe, expect, it, rs } from '@rstest/core';
import { act, render, screen } from '@testing-library/react';
import { AfterFirstPaint } from './AfterFirstPaint';
import { afterPaint, afterRouteChangePaint } from './after-paint';
import { usePaintedValue } from './use-painted-value';

function Mounted({ onMount }: { onMount: () => void }) {
  onMount();
  return null;
}

/** A frame, then a 10 ms timer: lands after afterPaint's own frame-and-task. */
const framePainted = () =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10))));

describe('afterPaint', () => {
  it('runs its callback after the next frame, not before, and never once cancelled', async () => {
    const ran = rs.fn();
    const cancelled = rs.fn();
    afterPaint(ran);
    afterPaint(cancelled)();
    expect(ran).not.toHaveBeenCalled();
    await framePainted();
    expect(ran).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('AfterFirstPaint', () => {
  it('shows the fallback in the first commit and the children once that frame has painted', async () => {
    render(
      <AfterFirstPaint fallback={<p>占位</p>}>
        <p>课程介绍</p>
      </AfterFirstPaint>,
    );
    expect(screen.getByText('占位')).toBeTruthy();
    expect(screen.queryByText('课程介绍')).toBeNull();
    await framePainted();
    expect(screen.getByText('课程介绍')).toBeTruthy();
    expect(screen.queryByText('占位')).toBeNull();
  });

  it('mounts nothing when unmounted within its first frame', async () => {
    const mounted = rs.fn();
    const view = render(
      <AfterFirstPaint>
        <Mounted onMount={mounted} />
      </AfterFirstPaint>,
    );
    view.unmount();
    await framePainted();
    expect(mounted).not.toHaveBeenCalled();
  });
});

describe('afterRouteChangePaint', () => {
  it('runs at once while the document loads (the first screen)', () => {
    rs.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const ran = rs.fn();
    afterRouteChangePaint(ran);
    expect(ran).toHaveBeenCalledTimes(1);
  });

  it('runs after the next frame once the document has loaded (a route change), never once cancelled', async () => {
    rs.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const later = rs.fn();
    const cancelled = rs.fn();
    afterRouteChangePaint(later);
    afterRouteChangePaint(cancelled)();
    expect(later).not.toHaveBeenCalled();
    await framePainted();
    expect(later).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

function Dock({ screen }: { screen: string }) {
  const shown = usePaintedValue(screen, (name) => name.startsWith('课程'));
  return <p data-testid="dock">{shown}</p>;
}

describe('usePaintedValue', () => {
  it('passes a change on once the frame showing it has painted, and at once when told to', async () => {
    const view = render(<Dock screen="首页" />);
    const dock = () => screen.getByTestId('dock').textContent;
    expect(dock()).toBe('首页');
    view.rerender(<Dock screen="热门" />);
    expect(dock()).toBe('首页');
    await framePainted();
    expect(dock()).toBe('热门');
    view.rerender(<Dock screen="课程 11" />);
    expect(dock()).toBe('课程 11');
    view.rerender(<Dock screen="学习" />);
    expect(dock()).toBe('热门');
    await framePainted();
    expect(dock()).toBe('学习');
  });
});
