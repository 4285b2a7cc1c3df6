import { useUnit } from 'effector-react';
import { describedBy, FormField, formClass } from '@/shared/ui/form-field';
import { Select } from '@/shared/ui/select';
import { NAME_MAX, SUMMARY_MAX } from '../lib/validate-lesson';
import {
  $columns,
  $coverUploading,
  $errors,
  $groups,
  $mediaUploading,
  $saveError,
  $saving,
  $target,
  $uploadError,
  $values,
  lessonFieldsChanged,
  lessonSubmitted,
  mediaChosen,
} from '../model/lesson-form';
import { ChoiceField } from './ChoiceField';
import { DraftForm } from './DraftForm';
import { MediaPicker } from './MediaPicker';
import { COVER_LABEL, type CoverSlot, DistributionFields, PriceField } from './SaleFields';

const ID = 'lesson-';

/** The lesson draft form (spec §3): every field, its message under it, one save at a time. */
export function LessonForm({ coverField }: { coverField: CoverSlot }) {
  const [values, errors, groups, columns, target, saving, saveError, uploadError] = useUnit([
    $values,
    $errors,
    $groups,
    $columns,
    $target,
    $saving,
    $saveError,
    $uploadError,
  ]);
  const [coverUploading, mediaUploading] = useUnit([$coverUploading, $mediaUploading]);
  const [change, submit, chooseMedia] = useUnit([lessonFieldsChanged, lessonSubmitted, mediaChosen]);
  const fixedColumn = target.cateId ? columns.find((column) => column.cateId === target.cateId) : undefined;
  const columnOptions = [
    { name: '不属于专栏', value: 0 },
    ...columns.map((c) => ({ name: c.cateName, value: c.cateId })),
  ];
  return (
    <DraftForm onSubmit={submit} saving={saving} saveError={saveError} busy={coverUploading || mediaUploading}>
      <FormField card id={`${ID}lessonName`} label="课程名称" error={errors.lessonName}>
        <input
          id={`${ID}lessonName`}
          className={formClass.input}
          value={values.lessonName}
          maxLength={NAME_MAX + 20}
          placeholder={`${NAME_MAX} 字以内`}
          {...describedBy(`${ID}lessonName`, { error: errors.lessonName })}
          onChange={(event) => change({ lessonName: event.target.value })}
        />
      </FormField>
      <div className={formClass.card}>{coverField({ id: `${ID}cover`, label: COVER_LABEL, value: values.cover })}</div>
      <FormField card id={`${ID}groupId`} label="课程分类" error={errors.groupId}>
        <Select
          id={`${ID}groupId`}
          aria-label="课程分类"
          options={groups.map((group) => ({ name: group.groupName, value: group.groupId }))}
          value={values.groupId || null}
          onChange={(groupId) => change({ groupId })}
        />
      </FormField>
      {target.cateId ? (
        <div className={formClass.card}>
          <span className={formClass.label}>所属专栏</span>
          <p className="studio-form__fixed">{fixedColumn?.cateName ?? `专栏 ${target.cateId}`}</p>
        </div>
      ) : (
        <FormField card id={`${ID}cateId`} label="所属专栏">
          <Select
            id={`${ID}cateId`}
            aria-label="所属专栏"
            options={columnOptions}
            value={values.cateId}
            onChange={(cateId) => change({ cateId })}
          />
        </FormField>
      )}
      <FormField
        card
        id={`${ID}summary`}
        label="简介"
        error={errors.summary}
        hint={`${SUMMARY_MAX} 字以内，显示在课程列表`}
      >
        <textarea
          id={`${ID}summary`}
          className={formClass.input}
          rows={3}
          value={values.summary}
          {...describedBy(`${ID}summary`, { error: errors.summary, hint: true })}
          onChange={(event) => change({ summary: event.target.value })}
        />
      </FormField>
      <ChoiceField name="lessonType" values={values} onChange={change} />
      <ChoiceField name="live" values={values} onChange={change} />
      {values.live ? (
        <FormField card id={`${ID}beginTime`} label="开课时间" error={errors.beginTime}>
          <input
            id={`${ID}beginTime`}
            className={formClass.input}
            type="datetime-local"
            value={values.beginTime}
            {...describedBy(`${ID}beginTime`, { error: errors.beginTime })}
            onChange={(event) => change({ beginTime: event.target.value })}
          />
        </FormField>
      ) : (
        <MediaPicker
          id={`${ID}media`}
          label={values.lessonType === 2 ? '课程视频' : '课程音频'}
          current={values.mediaName || '还没有上传，发布前需要上传'}
          accept={values.lessonType === 2 ? 'video/*' : 'audio/*'}
          chooseText={values.lessonUrl ? '重新上传' : '上传文件'}
          uploading={mediaUploading}
          onChoose={chooseMedia}
        />
      )}
      {uploadError && (
        <p className="studio-form__alert" role="alert">
          上传失败：{uploadError}
        </p>
      )}
      <PriceField
        id={`${ID}priceYuan`}
        label="价格（元）"
        hint="填 0 或不填为免费课"
        value={values.priceYuan}
        error={errors.priceYuan}
        onChange={(priceYuan) => change({ priceYuan })}
      />
      <DistributionFields
        noun="课程"
        values={values}
        onChange={change}
        distributeLabel="参与，推广员分成"
        rate={
          <FormField card id={`${ID}distributRate`} label="分销比例（%）" error={errors.distributRate}>
            <input
              id={`${ID}distributRate`}
              className={formClass.input}
              inputMode="numeric"
              value={values.distributRate}
              placeholder="1–90"
              {...describedBy(`${ID}distributRate`, { error: errors.distributRate })}
              onChange={(event) => change({ distributRate: event.target.value })}
            />
          </FormField>
        }
      />
      {values.cateId > 0 && <ChoiceField name="isDisplaySingle" values={values} onChange={change} />}
    </DraftForm>
  );
}
