import { Image } from '@/shared/ui/image';

/** A round profile picture; decorative, since the name is always next to it. */
export function Avatar({ src, size = 40 }: { src: string; size?: number }) {
  return (
    <span className="d12-avatar" style={{ width: size, height: size }}>
      <Image src={src} alt="" ratio={1} displayWidth={size} round />
    </span>
  );
}
