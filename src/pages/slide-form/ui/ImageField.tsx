import { useUnit } from 'effector-react';
import { useRef, useState } from 'react';
import { Image } from '@/shared/ui/image';
import { cropToSlide, SLIDE_HEIGHT, SLIDE_WIDTH } from '../lib/crop-image';
import { imageChosen } from '../model/slide-form';

type Props = { image: string; error?: string; buttonRef: (element: HTMLButtonElement | null) => void };

/** The picture: picked from the phone, cropped to the banner's 2.5:1 and previewed in that shape. */
export function ImageField({ image, error, buttonRef }: Props) {
  const chosen = useUnit(imageChosen);
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const message = problem || error;
  return (
    <div className="slide-form__field">
      <span className="slide-form__label" id="slide-image-label">
        图片
      </span>
      <span className="slide-form__preview">
        {image ? (
          <Image src={image} alt="轮播图预览" ratio={SLIDE_WIDTH / SLIDE_HEIGHT} />
        ) : (
          <span className="slide-form__preview-empty" style={{ paddingTop: `${(SLIDE_HEIGHT / SLIDE_WIDTH) * 100}%` }}>
            <span>建议 750×300，会按这个比例居中裁剪</span>
          </span>
        )}
      </span>
      <input
        ref={input}
        className="slide-form__file"
        type="file"
        accept="image/*"
        aria-labelledby="slide-image-label"
        tabIndex={-1}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          setBusy(true);
          setProblem('');
          try {
            chosen(await cropToSlide(file));
          } catch (failure) {
            setProblem(failure instanceof Error ? failure.message : '图片无法读取，请换一张');
          } finally {
            setBusy(false);
          }
        }}
      />
      <button
        ref={buttonRef}
        type="button"
        className="slide-form__pick"
        aria-describedby={message ? 'slide-image-error' : undefined}
        aria-busy={busy || undefined}
        onClick={() => input.current?.click()}
      >
        {busy ? '正在处理…' : image ? '更换图片' : '选择图片'}
      </button>
      {message && (
        <p id="slide-image-error" className="slide-form__error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
