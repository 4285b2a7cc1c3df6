import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { AddImagesButton } from '@/features/image-upload';
import { Choices } from '@/features/studio-draft';
import type { PageProps } from '@/shared/routing';
import { Button } from '@/shared/ui/button';
import { formClass } from '@/shared/ui/form-field';
import { useLeaveConfirm } from '@/shared/ui/leave-confirm';
import { PageHeader } from '@/shared/ui/page-header';
import { ResourceView } from '@/shared/ui/resource-view';
import { ListSkeleton } from '@/shared/ui/skeleton';
import {
  $dirty,
  $pages,
  $savedNotice,
  $saveError,
  $saving,
  $type,
  $uploading,
  coursewareLesson,
  coursewareSaved,
  pageMoved,
  pageRemoved,
  pageUpload,
  typeChosen,
} from '../model/courseware';
import './studio-lesson.css';

function PageList() {
  const [pages, move, remove] = useUnit([$pages, pageMoved, pageRemoved]);
  if (pages.length === 0) return <p className={formClass.hint}>还没有课件。</p>;
  return (
    <ol className="studio-ware__list" aria-label="课件页（按顺序）">
      {pages.map((url, index) => (
        <li key={url} className="studio-ware__item">
          <span className="studio-ware__order">第 {index + 1} 页</span>
          <img src={url} alt={`课件第 ${index + 1} 页`} loading="lazy" />
          <span className="studio-ware__buttons">
            <Button
              size="s"
              variant="secondary"
              disabled={index === 0}
              aria-label={`第 ${index + 1} 页上移`}
              onClick={() => move({ index, by: -1 })}
            >
              上移
            </Button>
            <Button
              size="s"
              variant="secondary"
              disabled={index === pages.length - 1}
              aria-label={`第 ${index + 1} 页下移`}
              onClick={() => move({ index, by: 1 })}
            >
              下移
            </Button>
            <Button size="s" variant="text" aria-label={`删除第 ${index + 1} 页`} onClick={() => remove(index)}>
              删除
            </Button>
          </span>
        </li>
      ))}
    </ol>
  );
}

function WareForm({ name }: { name: string }) {
  const [type, uploading, saving, saved, saveError, chooseType, save] = useUnit([
    $type,
    $uploading,
    $saving,
    $savedNotice,
    $saveError,
    typeChosen,
    coursewareSaved,
  ]);
  return (
    <div className={`${formClass.form} studio-form__form`}>
      <p className="studio-form__fixed">{name}</p>
      <Choices
        name="coursewarType"
        legend="课件类型"
        options={[
          { value: 1, label: '图片' },
          { value: 2, label: '文档（每页导出为图片）' },
        ]}
        value={type}
        onChange={chooseType}
      />
      <div className={formClass.card}>
        <span className={formClass.label}>课件页</span>
        <PageList />
        <p className={formClass.hint}>学员按这里的顺序翻看。</p>
        <AddImagesButton model={pageUpload} id="ware-files" label="添加图片" />
      </div>
      {saveError && (
        <p className="studio-form__alert" role="alert">
          保存失败：{saveError}
        </p>
      )}
      {saved && (
        <p className={formClass.hint} role="status">
          课件已保存
        </p>
      )}
      <Button block loading={saving} disabled={saving || uploading > 0} onClick={save}>
        {saving ? '正在保存…' : '保存课件'}
      </Button>
    </div>
  );
}

/** mine/lesson/ware/{id} — courseware: images or a document's pages, in order; add, reorder, delete, save. */
export function StudioLessonWarePage({ title, params }: PageProps) {
  const [dirty, uploading, opened] = useUnit([$dirty, $uploading, coursewareLesson.opened]);
  const lessonId = Number(params.id);
  useEffect(() => {
    opened(lessonId);
  }, [opened, lessonId]);
  const { onBack } = useLeaveConfirm(dirty || uploading > 0);
  return (
    <main className={formClass.page} data-page="studio-lesson-ware">
      <PageHeader title={title} onBack={onBack} />
      <ResourceView resource={coursewareLesson} skeleton={<ListSkeleton rows={3} />}>
        {(lesson) => <WareForm name={lesson.lessonName} />}
      </ResourceView>
    </main>
  );
}
