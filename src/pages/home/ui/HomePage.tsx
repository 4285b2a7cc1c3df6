import { useGate } from 'effector-react';
import { Component, type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { appName } from '@/shared/config';
import { HomeGate } from '../model/home';
import { BannerPlaceholder, BelowFoldSkeleton } from './Placeholders';
import { QuickEntries } from './QuickEntries';
import { SearchEntry } from './SearchEntry';
import { SectionError } from './SectionError';
import './home.css';

type Blocks = { Banner: ComponentType; Lower: ComponentType };

function lazyBlocks(): Blocks {
  const blocks = () => import('./data-blocks');
  return {
    Banner: lazy(() => blocks().then((module) => ({ default: module.BannerCarousel }))),
    Lower: lazy(() => blocks().then((module) => ({ default: module.BelowFold }))),
  };
}

/**
 * The home screen (发现). The first paint is the search entry, the four channels and placeholders of the final
 * size for the data blocks; the blocks' code (data-blocks: banner carousel, editors' picks, deals with a live
 * countdown, categories, newest, free and under-¥20 lessons) is requested right after that paint, while the
 * blocks' requests, started with the screen, are on their way. Nothing moves when content arrives; every block has
 * its own error with 重试.
 */
export default function HomePage() {
  useGate(HomeGate);
  const [blocks, retry] = useDeferredBlocks();
  const banner = <BannerPlaceholder />;
  const lower = <BelowFoldSkeleton />;
  return (
    <main className="home" data-page="index">
      <h1 className="visually-hidden">{appName}</h1>
      <SearchEntry />
      {blocks ? (
        <LoadFailure onRetry={retry}>
          <Suspense fallback={banner}>
            <blocks.Banner />
          </Suspense>
        </LoadFailure>
      ) : (
        banner
      )}
      <QuickEntries />
      {blocks ? (
        <LoadFailure onRetry={retry}>
          <Suspense fallback={lower}>
            <blocks.Lower />
          </Suspense>
        </LoadFailure>
      ) : (
        lower
      )}
    </main>
  );
}

/**
 * The data blocks once the first screen has painted (the frame after the first one), so their code never competes
 * with what that screen needs; a retry makes new lazy components, so a failed import is tried again.
 */
function useDeferredBlocks(): [Blocks | null, () => void] {
  const [blocks, setBlocks] = useState<Blocks | null>(null);
  useEffect(() => {
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setBlocks(lazyBlocks()));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return [blocks, () => setBlocks(lazyBlocks())];
}

type BoundaryProps = { onRetry: () => void; children: ReactNode };

/** A block whose code could not load (weak network): 加载失败 with 重试 in its place, never a blank screen. */
class LoadFailure extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <SectionError
        onRetry={() => {
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      />
    );
  }
}
