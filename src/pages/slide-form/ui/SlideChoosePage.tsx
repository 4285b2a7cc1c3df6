import { useUnit } from 'effector-react';
import type { SlideLinkType } from '@/entities/studio';
import { formatPrice } from '@/shared/lib/format';
import { hrefTo, linkToMine, navigateTo, type PageProps } from '@/shared/routing';
import { Image } from '@/shared/ui/image';
import { InfiniteList } from '@/shared/ui/infinite-list';
import { PageHeader } from '@/shared/ui/page-header';
import { Placeholder } from '@/shared/ui/placeholder';
import { slideTargets, targetPicked } from '../model/slide-choose';
import { $form } from '../model/slide-form';
import './slide-form.css';

const KINDS = [
  { type: 1, label: '课程', empty: '还没有课程', create: 'studio-lesson-add' },
  { type: 2, label: '专栏', empty: '还没有专栏', create: 'channel-add' },
] as const;

/** mine/slide/choose/{type} — pick the lesson (1) or column (2) a slide opens. */
export default function SlideChoosePage({ params, title }: PageProps) {
  const linkType: SlideLinkType = Number(params.type) === 2 ? 2 : 1;
  const [form, picked] = useUnit([$form, targetPicked]);
  const kind = KINDS[linkType - 1] ?? KINDS[0];
  return (
    <main className="slide-choose" data-page="slide-choose">
      <PageHeader title={title} />
      <nav className="slide-choose__tabs" aria-label="类型">
        {KINDS.map((item) => (
          <a
            key={item.type}
            className="slide-choose__tab"
            href={hrefTo(linkToMine('slide-choose', { type: item.type }))}
            aria-current={item.type === linkType ? 'page' : undefined}
          >
            {item.label}
          </a>
        ))}
      </nav>
      <InfiniteList
        list={slideTargets}
        params={{ linkType }}
        label={kind.label}
        getKey={(target) => target.id}
        empty={
          <Placeholder
            title={kind.empty}
            description="先创建，再回来选择"
            actionLabel={`去创建${kind.label}`}
            onAction={() => navigateTo(linkToMine(kind.create))}
          />
        }
        renderItem={(target) => {
          const current = form.linkType === linkType && form.linkId === target.id;
          return (
            <button
              type="button"
              className="slide-choose__item"
              aria-pressed={current}
              onClick={() => picked({ linkType, target })}
            >
              <span className="slide-choose__cover">
                <Image src={target.cover} alt="" displayWidth={96} />
              </span>
              <span className="slide-choose__name">{target.name}</span>
              <span className="slide-choose__price">{formatPrice(target.price)}</span>
              {current && <span className="slide-choose__mark">已选</span>}
            </button>
          );
        }}
      />
    </main>
  );
}
