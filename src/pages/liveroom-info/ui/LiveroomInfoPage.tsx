import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { ImageUploadField } from '@/features/image-upload';
import type { PageProps } from '@/shared/routing';
import { Button } from '@/shared/ui/button';
import { describedBy, FormField, formClass } from '@/shared/ui/form-field';
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
      className={`${formClass.form} studio-info__form`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="studio-info__card">
        <ImageUploadField model={avatar} id="studio-avatar" label="直播间头像" />
        <FormField id="studio-name" label="直播间名称" error={errors.name}>
          <input
            id="studio-name"
            className={formClass.input}
            value={name}
            {...describedBy('studio-name', { error: errors.name })}
            onChange={(event) => changeName(event.target.value)}
          />
        </FormField>
        <FormField
          id="studio-intro"
          label="直播间简介"
          count={{ text: `${[...intro.trim()].length}/${INTRO_MAX}` }}
          error={errors.intro}
        >
          <textarea
            id="studio-intro"
            className={`${formClass.input} studio-info__textarea`}
            rows={5}
            value={intro}
            placeholder="介绍你的直播间：讲什么、适合谁"
            {...describedBy('studio-intro', { error: errors.intro, count: true })}
            onChange={(event) => changeIntro(event.target.value)}
          />
        </FormField>
      </div>
      {saveError && (
        <p className="studio-info__send" role="alert">
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
    <main className={formClass.page} data-page="liveroom-info">
      <PageHeader title={title} onBack={back} />
      <ResourceView resource={studioInfo} skeleton={<DetailSkeleton />}>
        {() => <StudioInfoForm />}
      </ResourceView>
    </main>
  );
}
