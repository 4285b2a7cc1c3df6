import { useGate } from 'effector-react';
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
import { HomeGate } from '../model/home';
import { BannerPlaceholder, BelowFoldSkeleton } from './Placeholders';
import { QuickEntries } from './QuickEntries';
import { SearchEntry } from './SearchEntry';
import { SectionError } from './SectionError';
import './home.css';

type Blocks = { Banner: ComponentType; Lower: ComponentType };

function lazyBlocks(): Blocks {
  return {
    // The banner (its first picture is the screen's LCP) is a small chunk of its own, so its code is not held up
    // by the blocks under the channels, nor its render by theirs.
    Banner: lazy(() => import('./banner-block').then((module) => ({ default: module.BannerCarousel }))),
    Lower: lazy(() => import('./data-blocks').then((module) => ({ default: module.BelowFold }))),
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
 * The data blocks, whose code is not part of the first screen: the banner's from the first frame on (it renders
 * as soon as its code is here: the LCP), the rest once the first screen has painted, in a transition (React renders
 * them in short slices instead of one long task), so it never competes with what that screen needs. If a block's
 * code fails to load, both blocks say 加载失败, and one 重试 makes new lazy components for both, so both imports are
 * tried again.
 */
function useDeferredBlocks(): [Partial<Blocks> | null, boolean, () => void, () => void] {
  const [blocks, setBlocks] = useState<Partial<Blocks> | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      const next = lazyBlocks();
      setBlocks({ Banner: next.Banner });
      timer = window.setTimeout(() => startTransition(() => setBlocks(next)));
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
