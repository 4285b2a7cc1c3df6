import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { hrefTo, linkToMine, type PageProps } from '@/shared/routing';
import { Button } from '@/shared/ui/button';
import { useLeaveConfirm } from '@/shared/ui/leave-confirm';
import { PageHeader } from '@/shared/ui/page-header';
import { Placeholder } from '@/shared/ui/placeholder';
import { ResourceView } from '@/shared/ui/resource-view';
import { DetailSkeleton } from '@/shared/ui/skeleton';
import { MAX_TITLE, type SlideField } from '../lib/slide-fields';
import {
  $dirty,
  $errors,
  $focus,
  $form,
  $missing,
  $saving,
  slideFormAbandoned,
  slideFormOpened,
  slideSubmitted,
  slidesToEdit,
  titleChanged,
} from '../model/slide-form';
import { ImageField } from './ImageField';
import './slide-form.css';

/** mine/slide/add and mine/slide/{id}/edit — a banner slide: picture, title, and the lesson or column it opens. */
export default function SlideFormPage({ params, title }: PageProps) {
  const slideId = params.id ? Number(params.id) : null;
  const [form, errors, focus, missing, saving, dirty] = useUnit([$form, $errors, $focus, $missing, $saving, $dirty]);
  const [opened, submitted, titleTyped, abandoned] = useUnit([
    slideFormOpened,
    slideSubmitted,
    titleChanged,
    slideFormAbandoned,
  ]);
  const fields = useRef<Partial<Record<SlideField, HTMLElement | null>>>({});
  useEffect(() => {
    opened({ slideId });
  }, [opened, slideId]);
  useEffect(() => {
    // The picture's control is the upload field's file input (features/image-upload).
    if (focus) (fields.current[focus.field] ?? document.getElementById(`slide-${focus.field}`))?.focus();
  }, [focus]);
  // Confirmed, the draft goes with the form (it says so).
  const { onBack: back } = useLeaveConfirm(dirty, {
    question: { title: '放弃编辑？', message: '轮播图还没有保存，离开后填写的内容不会保留。', okText: '放弃' },
    backTo: hrefTo(linkToMine('slide-index')),
    onLeave: abandoned,
  });
  const fieldsForm = (
    <form
      className="slide-form__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submitted();
      }}
    >
      <ImageField image={form.image} error={errors.image} />
      <div className="slide-form__field">
        <label htmlFor="slide-title" className="slide-form__label">
          标题
        </label>
        <input
          id="slide-title"
          ref={(element) => {
            fields.current.title = element;
          }}
          className="slide-form__input"
          value={form.title}
          maxLength={MAX_TITLE + 10}
          placeholder={`不超过 ${MAX_TITLE} 个字`}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? 'slide-title-error' : 'slide-title-count'}
          onChange={(event) => titleTyped(event.target.value)}
        />
        <span id="slide-title-count" className="slide-form__count">
          {form.title.trim().length}/{MAX_TITLE}
        </span>
        {errors.title && (
          <p id="slide-title-error" className="slide-form__error" role="alert">
            {errors.title}
          </p>
        )}
      </div>
      <fieldset className="slide-form__field slide-form__group">
        <legend className="slide-form__label">点击后打开</legend>
        <p className="slide-form__target" id="slide-link-value">
          {form.linkId ? `${form.linkType === 1 ? '课程' : '专栏'}：${form.linkName || form.linkId}` : '还没有选择'}
        </p>
        <div className="slide-form__choose">
          <a
            ref={(element) => {
              fields.current.link = element;
            }}
            className="slide-form__choose-link"
            href={hrefTo(linkToMine('slide-choose', { type: 1 }))}
            // The choice comes back to this form (its draft keeps what is typed): no leave question.
            data-keeps-form
            aria-describedby={errors.link ? 'slide-link-error' : 'slide-link-value'}
          >
            选择课程
          </a>
          <a className="slide-form__choose-link" href={hrefTo(linkToMine('slide-choose', { type: 2 }))} data-keeps-form>
            选择专栏
          </a>
        </div>
        {errors.link && (
          <p id="slide-link-error" className="slide-form__error" role="alert">
            {errors.link}
          </p>
        )}
      </fieldset>
      <Button type="submit" block loading={saving}>
        保存
      </Button>
    </form>
  );
  return (
    <main className="slide-form" data-page={slideId ? 'slide-edit' : 'slide-add'}>
      <PageHeader title={title} onBack={back} />
      {slideId === null ? (
        fieldsForm
      ) : (
        <ResourceView
          resource={slidesToEdit}
          skeleton={<DetailSkeleton />}
          isEmpty={() => missing}
          empty={
            <Placeholder
              kind="error"
              title="轮播图不存在"
              description="它可能已被删除"
              actionLabel="返回轮播图列表"
              onAction={back}
            />
          }
        >
          {() => fieldsForm}
        </ResourceView>
      )}
    </main>
  );
}
