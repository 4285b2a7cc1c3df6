import {
  Component,
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  startTransition,
  useEffect,
  useState,
} from 'react';
import { appName } from '@/shared/config';
import { useGateAfterPaint } from '@/shared/lib/gate';
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
  useGateAfterPaint(HomeGate);
  const [blocks, failed, retry, fail] = useDeferredBlocks();
  const slot = (Block: ComponentType | undefined, placeholder: ReactNode) =>
    failed ? (
      <SectionError onRetry={retry} />
    ) : Block ? (
      <LoadFailure onFailed={fail}>
        <Suspense fallback={placeholder}>
          <Block />
        </Suspense>
      </LoadFailure>
    ) : (
      placeholder
    );
  return (
    <main className="home" data-page="index">
      <h1 className="visually-hidden">{appName}</h1>
      <SearchEntry />
      {slot(blocks?.Banner, <BannerPlaceholder />)}
      <QuickEntries />
      {slot(blocks?.Lower, <BelowFoldSkeleton />)}
    </main>
  );
}

/**
 * The data blocks once the first screen has painted (the frame after the first one), so their code never competes
 * with what that screen needs. Their code is one import: if it fails, both blocks say 加载失败, and one 重试 makes new
 * lazy components for both, so the import is tried again.
 */
function useDeferredBlocks(): [Blocks | null, boolean, () => void, () => void] {
  const [blocks, setBlocks] = useState<Blocks | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      // A transition: React renders the blocks in short slices instead of one long task.
      timer = window.setTimeout(() => startTransition(() => setBlocks(lazyBlocks())));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  const retry = () => {
    setFailed(false);
    setBlocks(lazyBlocks());
  };
  return [blocks, failed, retry, () => setFailed(true)];
}

type BoundaryProps = { onFailed: () => void; children: ReactNode };

/** Catches a block whose code could not load (weak network) and tells the page, which shows 加载失败 with 重试. */
class LoadFailure extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onFailed();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
