import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/shared/ui/button';
import { isSameTrack, type Track } from '../lib/track';
import { adoptMedia } from '../model/media-element';
import { $track, trackOffered, trackPlayRequested } from '../model/player';
import { PlayerControls } from './PlayerControls';
import './player.css';

/** A video lesson's frame: the app's one media element is shown here while this page is open. */
function VideoFrame({ cover, title }: { cover: string; title: string }) {
  const frame = useRef<HTMLDivElement>(null);
  const current = useUnit($track);
  useEffect(() => (frame.current && current ? adoptMedia(frame.current) : undefined), [current]);
  return <div className="wk-player__frame" ref={frame} style={{ backgroundImage: `url("${cover}")` }} title={title} />;
}

/**
 * The lesson page's player (spec §3 Player): the lesson is loaded, not played, when the page opens (unless another
 * lesson is playing; then 播放本课 switches). Full controls once it is the loaded one.
 */
export function PlayerPanel({ track, label }: { track: Track; label: string }) {
  const [current, offer, playThis] = useUnit([$track, trackOffered, trackPlayRequested]);
  useEffect(() => {
    offer(track);
  }, [offer, track]);
  const loaded = isSameTrack(current, track);
  return (
    <section className="wk-player" aria-label={label} data-player={track.type}>
      <h3 className="wk-player__title">{label}</h3>
      {track.type === 'video' && loaded && <VideoFrame cover={track.cover} title={track.title} />}
      {loaded ? (
        <PlayerControls />
      ) : (
        <div className="wk-player__other">
          <p>{current ? `正在播放：${current.title}` : '准备播放…'}</p>
          <Button size="s" onClick={() => playThis(track)}>
            播放本课
          </Button>
        </div>
      )}
    </section>
  );
}
