import { useUnit } from 'effector-react';
import { ImageUploadField } from '@/features/image-upload';
import { Choices, COVER_LABEL, DistributionFields, describedBy, Field, PriceField } from '@/features/studio-draft';
import { Button } from '@/shared/ui/button';
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
    <form
      className="studio-form__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Field id="column-cateName" label="专栏名称" error={errors.cateName}>
        <input
          id="column-cateName"
          className="studio-form__input"
          value={values.cateName}
          placeholder="40 字以内"
          {...describedBy('column-cateName', errors.cateName)}
          onChange={(event) => change({ cateName: event.target.value })}
        />
      </Field>
      <div className="studio-form__field">
        <ImageUploadField model={columnCover} id="column-cover" label={COVER_LABEL} value={values.cover} />
      </div>
      <Field id="column-groupId" label="专栏分类" error={errors.groupId}>
        <Select
          id="column-groupId"
          aria-label="专栏分类"
          options={groups.map((group) => ({ name: group.groupName, value: group.groupId }))}
          value={values.groupId || null}
          onChange={(groupId) => change({ groupId })}
        />
      </Field>
      <Field id="column-summary" label="简介" error={errors.summary} hint="200 字以内；详细介绍在「介绍」里编辑">
        <textarea
          id="column-summary"
          className="studio-form__textarea"
          rows={3}
          value={values.summary}
          {...describedBy('column-summary', errors.summary, 'hint')}
          onChange={(event) => change({ summary: event.target.value })}
        />
      </Field>
      <PriceField
        id="column-priceYuan"
        label="专栏价格（元）"
        hint="填 0 或不填为免费专栏"
        value={values.priceYuan}
        error={errors.priceYuan}
        onChange={(priceYuan) => change({ priceYuan })}
      />
      <Choices
        name="vip"
        legend="会员专栏（会员免费学习）"
        options={[
          { value: 0, label: '否' },
          { value: 1, label: '是' },
        ]}
        value={values.vip}
        onChange={(vip) => change({ vip })}
      />
      <DistributionFields noun="专栏" values={values} onChange={change} distributeLabel="参与" />
      {saveError && (
        <div className="studio-form__alert" role="alert">
          <p>保存失败：{saveError}。已填写的内容已保存在本机。</p>
          <Button variant="secondary" size="s" onClick={submit} loading={saving}>
            重试
          </Button>
        </div>
      )}
      <Button type="submit" block loading={saving} disabled={saving || coverUploading}>
        {saving ? '正在保存…' : '保存'}
      </Button>
    </form>
  );
}
