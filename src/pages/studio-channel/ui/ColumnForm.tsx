import { useUnit } from 'effector-react';
import { Choices, describedBy, Field, FilePicker } from '@/features/studio-draft';
import { Button } from '@/shared/ui/button';
import { Select } from '@/shared/ui/select';
import {
  $coverError,
  $coverUploading,
  $errors,
  $groups,
  $saveError,
  $saving,
  $values,
  columnCoverChosen,
  columnFieldsChanged,
  columnSubmitted,
} from '../model/column-form';

/** The column (Category of spec §3) form. */
export function ColumnForm() {
  const [values, errors, groups, saving, saveError, coverUploading, coverError] = useUnit([
    $values,
    $errors,
    $groups,
    $saving,
    $saveError,
    $coverUploading,
    $coverError,
  ]);
  const [change, submit, chooseCover] = useUnit([columnFieldsChanged, columnSubmitted, columnCoverChosen]);
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
      <FilePicker
        id="column-cover"
        label="封面（自动裁成 16:9）"
        value={values.cover}
        uploading={coverUploading}
        onChoose={chooseCover}
      />
      {coverError && (
        <p className="studio-form__alert" role="alert">
          上传失败：{coverError}
        </p>
      )}
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
      <Field id="column-priceYuan" label="专栏价格（元）" error={errors.priceYuan} hint="填 0 或不填为免费专栏">
        <input
          id="column-priceYuan"
          className="studio-form__input"
          inputMode="decimal"
          value={values.priceYuan}
          placeholder="0"
          {...describedBy('column-priceYuan', errors.priceYuan, 'hint')}
          onChange={(event) => change({ priceYuan: event.target.value })}
        />
      </Field>
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
      <Choices
        name="canDistribut"
        legend="推广分销"
        options={[
          { value: 2, label: '不参与' },
          { value: 1, label: '参与' },
        ]}
        value={values.canDistribut}
        onChange={(canDistribut) => change({ canDistribut })}
      />
      <Choices
        name="isDispense"
        legend="平台分发（出现在平台推荐与榜单）"
        options={[
          { value: 1, label: '允许' },
          { value: 0, label: '不允许' },
        ]}
        value={values.isDispense}
        onChange={(isDispense) => change({ isDispense })}
      />
      <Choices
        name="isExclusive"
        legend="独家专栏"
        options={[
          { value: 0, label: '否' },
          { value: 1, label: '是，仅在本平台发布' },
        ]}
        value={values.isExclusive}
        onChange={(isExclusive) => change({ isExclusive })}
      />
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
