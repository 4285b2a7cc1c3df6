import { useUnit } from 'effector-react';
import { ImageUploadField } from '@/features/image-upload';
import { ChoiceField, COVER_LABEL, DistributionFields, DraftForm, PriceField } from '@/features/studio-draft';
import { describedBy, FormField, formClass } from '@/shared/ui/form-field';
import { Select } from '@/shared/ui/select';
import {
  $errors,
  $groups,
  $saveError,
  $saving,
  $values,
  columnFieldsChanged,
  columnSubmitted,
} from '../model/column-form';
import { columnCover } from '../model/covers';

/** The column (Category of spec §3) form. */
export function ColumnForm() {
  const [values, errors, groups, saving, saveError, coverUploading] = useUnit([
    $values,
    $errors,
    $groups,
    $saving,
    $saveError,
    columnCover.$uploading,
  ]);
  const [change, submit] = useUnit([columnFieldsChanged, columnSubmitted]);
  return (
    <DraftForm onSubmit={submit} saving={saving} saveError={saveError} busy={coverUploading}>
      <FormField card id="column-cateName" label="专栏名称" error={errors.cateName}>
        <input
          id="column-cateName"
          className={formClass.input}
          value={values.cateName}
          placeholder="40 字以内"
          {...describedBy('column-cateName', { error: errors.cateName })}
          onChange={(event) => change({ cateName: event.target.value })}
        />
      </FormField>
      <div className={formClass.card}>
        <ImageUploadField model={columnCover} id="column-cover" label={COVER_LABEL} value={values.cover} />
      </div>
      <FormField card id="column-groupId" label="专栏分类" error={errors.groupId}>
        <Select
          id="column-groupId"
          aria-label="专栏分类"
          options={groups.map((group) => ({ name: group.groupName, value: group.groupId }))}
          value={values.groupId || null}
          onChange={(groupId) => change({ groupId })}
        />
      </FormField>
      <FormField
        card
        id="column-summary"
        label="简介"
        error={errors.summary}
        hint="200 字以内；详细介绍在「介绍」里编辑"
      >
        <textarea
          id="column-summary"
          className={formClass.input}
          rows={3}
          value={values.summary}
          {...describedBy('column-summary', { error: errors.summary, hint: true })}
          onChange={(event) => change({ summary: event.target.value })}
        />
      </FormField>
      <PriceField
        id="column-priceYuan"
        label="专栏价格（元）"
        hint="填 0 或不填为免费专栏"
        value={values.priceYuan}
        error={errors.priceYuan}
        onChange={(priceYuan) => change({ priceYuan })}
      />
      <ChoiceField name="vip" values={values} onChange={change} />
      <DistributionFields noun="专栏" values={values} onChange={change} distributeLabel="参与" />
    </DraftForm>
  );
}
