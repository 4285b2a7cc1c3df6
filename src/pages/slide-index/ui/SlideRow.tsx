import { useUnit } from 'effector-react';
import type { Slide } from '@/entities/studio';
import { hrefTo, linkToMine } from '@/shared/routing';
import { Image } from '@/shared/ui/image';
import { deleteClicked, moveClicked } from '../model/slide-index';

type Props = { slide: Slide; index: number; count: number };

/** One slide: its picture and what it opens, 上移 / 下移, 编辑, 删除. */
export function SlideRow({ slide, index, count }: Props) {
  const [move, remove] = useUnit([moveClicked, deleteClicked]);
  const kind = slide.linkType === 1 ? '课程' : '专栏';
  return (
    <li className="slide-row">
      <span className="slide-row__image">
        <Image src={slide.image} alt="" ratio={2.5} displayWidth={160} />
      </span>
      <span className="slide-row__text">
        <span className="slide-row__title">
          {index + 1}. {slide.title}
        </span>
        <span className="slide-row__link">
          打开{kind}：{slide.linkName || `#${slide.linkId}`}
        </span>
      </span>
      <span className="slide-row__actions">
        <button
          type="button"
          className="slide-row__action"
          disabled={index === 0}
          aria-label={`上移 ${slide.title}`}
          onClick={() => move({ slideId: slide.slideId, by: -1 })}
        >
          上移
        </button>
        <button
          type="button"
          className="slide-row__action"
          disabled={index === count - 1}
          aria-label={`下移 ${slide.title}`}
          onClick={() => move({ slideId: slide.slideId, by: 1 })}
        >
          下移
        </button>
        <a
          className="slide-row__action"
          href={hrefTo(linkToMine('slide-edit', { id: slide.slideId }))}
          aria-label={`编辑 ${slide.title}`}
        >
          编辑
        </a>
        <button
          type="button"
          className="slide-row__action slide-row__action--danger"
          aria-label={`删除 ${slide.title}`}
          onClick={() => remove(slide)}
        >
          删除
        </button>
      </span>
    </li>
  );
}
