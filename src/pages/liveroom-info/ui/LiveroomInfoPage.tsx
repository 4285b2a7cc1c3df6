import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { ImageUploadField } from '@/features/image-upload';
import type { PageProps } from '@/shared/routing';
import { Button } from '@/shared/ui/button';
import { useLeaveConfirm } from '@/shared/ui/leave-confirm';
import { PageHeader } from '@/shared/ui/page-header';
import { ResourceView } from '@/shared/ui/resource-view';
import { DetailSkeleton } from '@/shared/ui/skeleton';
import {
  $dirty,
  $errors,
  $intro,
  $name,
  $savedNotice,
  $saveError,
  $saving,
  avatar,
  INTRO_MAX,
  introChanged,
  nameChanged,
  studioInfo,
  submitted,
} from '../model/studio-form';
import './liveroom-info.css';

/** The form, started from what the server has (or the draft typed before). */
function StudioInfoForm() {
  const [name, intro, errors, saving, saveError, saved] = useUnit([
    $name,
    $intro,
    $errors,
    $saving,
    $saveError,
    $savedNotice,
  ]);
  const [changeName, changeIntro, submit] = useUnit([nameChanged, introChanged, submitted]);
  return (
    <form
      className="studio-info__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="studio-info__card">
        <ImageUploadField model={avatar} id="studio-avatar" label="直播间头像" />
        <div>
          <label className="studio-info__label" htmlFor="studio-name">
            直播间名称
          </label>
          <input
            id="studio-name"
            className="studio-info__input"
            value={name}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? 'studio-name-error' : undefined}
            onChange={(event) => changeName(event.target.value)}
          />
          {errors.name && (
            <p className="studio-info__error" id="studio-name-error">
              {errors.name}
            </p>
          )}
        </div>
        <div>
          <label className="studio-info__label" htmlFor="studio-intro">
            直播间简介
          </label>
          <textarea
            id="studio-intro"
            className="studio-info__input studio-info__textarea"
            rows={5}
            value={intro}
            placeholder="介绍你的直播间：讲什么、适合谁"
            aria-invalid={errors.intro ? true : undefined}
            aria-describedby={`studio-intro-count${errors.intro ? ' studio-intro-error' : ''}`}
            onChange={(event) => changeIntro(event.target.value)}
          />
          <p className="studio-info__count" id="studio-intro-count">
            {[...intro.trim()].length}/{INTRO_MAX}
          </p>
          {errors.intro && (
            <p className="studio-info__error" id="studio-intro-error">
              {errors.intro}
            </p>
          )}
        </div>
      </div>
      {saveError && (
        <p className="studio-info__error studio-info__send" role="alert">
          保存失败：{saveError}。修改的内容已保存在本机，可重试。
        </p>
      )}
      {saved && (
        <p className="studio-info__saved" role="status">
          已保存
        </p>
      )}
      <Button type="submit" block loading={saving}>
        {saving ? '正在保存…' : '保存'}
      </Button>
    </form>
  );
}

/** mine/liveroom/info — 直播间资料: name, avatar (uploaded at once), intro. */
export default function LiveroomInfoPage({ title }: PageProps) {
  const [dirty, opened] = useUnit([$dirty, studioInfo.opened]);
  const { onBack: back } = useLeaveConfirm(dirty);
  useEffect(() => {
    opened();
  }, [opened]);
  return (
    <main className="studio-info" data-page="liveroom-info">
      <PageHeader title={title} onBack={back} />
      <ResourceView resource={studioInfo} skeleton={<DetailSkeleton />}>
        {() => <StudioInfoForm />}
      </ResourceView>
    </main>
  );
}
