import { Component, type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';

type Props<P> = {
  /** The part's code: a dynamic import (its own chunk), resolving to the component. */
  load: () => Promise<ComponentType<P>>;
  /** What the part is rendered with. */
  props: P;
  /** Shown while the code loads: of the part's final size, so nothing moves when it arrives. */
  fallback: ReactNode;
  /** Shown when the code could not load (weak network): 加载失败 with the given 重试. */
  failed: (retry: () => void) => ReactNode;
};

type Loaded<P> = { Part: ComponentType<P>; attempt: number };

function loaded<P>(load: () => Promise<ComponentType<P>>, attempt: number): Loaded<P> {
  return { Part: lazy(() => load().then((Part) => ({ default: Part }))), attempt };
}

/**
 * A part of the lesson page whose code is its own chunk, loaded (and evaluated, in its own task) when the part is
 * first rendered: the page's chunk then holds only what its first frame needs (in one piece it
 * was a long task on a phone). 重试 after a failed load asks for the code again.
 */
export function LazyPart<P extends object>({ load, props, fallback, failed }: Props<P>) {
  const [{ Part, attempt }, setLoaded] = useState(() => loaded(load, 0));
  const retry = () => setLoaded(loaded(load, attempt + 1));
  return (
    <LoadFailure key={attempt} failed={failed(retry)}>
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    </LoadFailure>
  );
}

type BoundaryProps = { failed: ReactNode; children: ReactNode };

/** Catches a part whose code could not load and shows its failure (加载失败 with 重试) in its place. */
class LoadFailure extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.failed : this.props.children;
  }
}
