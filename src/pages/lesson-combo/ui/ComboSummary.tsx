import type { ComboDetail } from '@/entities/combo';
import { formatCount, formatPrice } from '@/shared/lib/format';
import { Image } from '@/shared/ui/image';

/** Cover, title, price and counts, then who teaches it. */
export function ComboSummary({ combo }: { combo: ComboDetail }) {
  const kind = combo.comboType === 3 ? '系列课' : '专栏';
  return (
    <>
      <section className="lesson-combo__summary" aria-labelledby="combo-title">
        <Image src={combo.showCover || combo.cover} alt={combo.cateName} marker={combo.markType} eager />
        <div className="lesson-combo__intro">
          <h2 id="combo-title" className="lesson-combo__title">
            {combo.cateName}
          </h2>
          <p className="lesson-combo__price">
            {combo.isBought === 1 ? (
              <span className="lesson-combo__bought">已购买</span>
            ) : (
              <>
                <strong>{formatPrice(combo.price)}</strong>
                {combo.originalPrice !== null && combo.originalPrice > combo.price && (
                  <del>
                    <span className="lesson-combo__hidden">原价</span>
                    {formatPrice(combo.originalPrice)}
                  </del>
                )}
              </>
            )}
          </p>
          <p className="lesson-combo__meta">
            <span>
              {kind} · 共 {combo.lessonCount || combo.lessons.length} 课
            </span>
            <span>{formatCount(combo.learnNum)} 人学过</span>
          </p>
        </div>
      </section>
      <section className="lesson-combo__lecturer" aria-label="讲师">
        <span className="lesson-combo__avatar">
          <Image src={combo.lecturer.avatar} alt="" ratio={1} displayWidth={44} round />
        </span>
        <span>
          <strong>{combo.lecturer.lecturerName || combo.lecturerName || '讲师'}</strong>
          <span className="lesson-combo__studio">{combo.lecturer.studioName || combo.studioName}</span>
        </span>
      </section>
    </>
  );
}
