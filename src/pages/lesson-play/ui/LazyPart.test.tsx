import { describe, expect, it, rs } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { LazyPart } from './LazyPart';

function Greeting({ name }: { name: string }) {
  return <p>你好，{name}</p>;
}

const failed = (retry: () => void) => (
  <button type="button" onClick={retry}>
    重试
  </button>
);

describe('LazyPart', () => {
  it('shows its fallback while the code loads, then the part with its props', async () => {
    let resolve: (part: ComponentType<{ name: string }>) => void = () => {};
    const load = () => new Promise<ComponentType<{ name: string }>>((done) => (resolve = done));
    render(<LazyPart load={load} props={{ name: '小明' }} fallback={<p>占位</p>} failed={failed} />);
    expect(screen.getByText('占位')).toBeTruthy();
    resolve(Greeting);
    expect(await screen.findByText('你好，小明')).toBeTruthy();
    expect(screen.queryByText('占位')).toBeNull();
  });

  it('shows its failure when the code cannot load, and 重试 asks for the code again', async () => {
    const load = rs
      .fn<() => Promise<ComponentType<{ name: string }>>>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue(Greeting);
    // React reports the caught error on the console; the failure view is what the learner sees.
    rs.spyOn(console, 'error').mockImplementation(() => {});
    render(<LazyPart load={load} props={{ name: '小明' }} fallback={<p>占位</p>} failed={failed} />);
    await userEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByText('你好，小明')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
