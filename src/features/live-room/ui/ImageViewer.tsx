import { useEffect, useRef } from 'react';

/** An image at full screen; closes with the button, a tap or Escape. */
export function ImageViewer({ src, onClose }: { src: string; onClose: () => void }) {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    close.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div
      className="live-viewer"
      role="dialog"
      aria-modal="true"
      aria-label="查看图片"
      onClick={onClose}
      onKeyDown={undefined}
    >
      <img src={src} alt="讲师发送的图片（全屏）" />
      <button type="button" ref={close} className="live-viewer__close" onClick={onClose}>
        关闭
      </button>
    </div>
  );
}
