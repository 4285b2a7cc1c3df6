import * as z from 'zod/mini';
import type { ColumnSave, OwnColumn } from '@/entities/studio-catalog';
import { fenToYuan, yuanToFen } from '@/features/studio-draft';

export const columnValuesSchema = z.object({
  cateName: z.string(),
  cover: z.string(),
  summary: z.string(),
  priceYuan: z.string(),
  groupId: z.number(),
  vip: z.literal([0, 1]),
  canDistribut: z.number(),
  isDispense: z.literal([0, 1]),
  isExclusive: z.literal([0, 1]),
});
export type ColumnValues = z.output<typeof columnValuesSchema>;
export type ColumnField = keyof ColumnValues;
export type ColumnErrors = Partial<Record<ColumnField, string>>;

/** A new column: Category's defaults of spec §3 (canDistribut 2, isDispense 1, isExclusive 0). */
export function emptyColumnValues(): ColumnValues {
  return {
    cateName: '',
    cover: '',
    summary: '',
    priceYuan: '',
    groupId: 0,
    vip: 0,
    canDistribut: 2,
    isDispense: 1,
    isExclusive: 0,
  };
}

export function columnValuesOf(column: OwnColumn): ColumnValues {
  return {
    cateName: column.cateName,
    cover: column.cover,
    summary: column.summary,
    priceYuan: column.price ? fenToYuan(column.price) : '',
    groupId: column.groupId,
    vip: column.vip,
    canDistribut: column.canDistribut,
    isDispense: column.isDispense,
    isExclusive: column.isExclusive,
  };
}

export const COLUMN_FIELD_ORDER: readonly ColumnField[] = ['cateName', 'groupId', 'summary', 'priceYuan'];

export function validateColumn(values: ColumnValues): ColumnErrors {
  const errors: ColumnErrors = {};
  const name = values.cateName.trim();
  if (!name) errors.cateName = '请填写专栏名称';
  else if ([...name].length > 40) errors.cateName = '专栏名称最多 40 个字';
  if (!values.groupId) errors.groupId = '请选择专栏分类';
  if ([...values.summary.trim()].length > 200) errors.summary = '简介最多 200 个字';
  const price = yuanToFen(values.priceYuan);
  if (price === null) errors.priceYuan = '请输入正确的价格（元，最多两位小数）';
  else if (price > 5_000_000) errors.priceYuan = '价格不能超过 50000 元';
  return errors;
}

export function toColumnSave(values: ColumnValues): ColumnSave {
  return {
    cateName: values.cateName.trim(),
    cover: values.cover,
    showCover: values.cover,
    summary: values.summary.trim(),
    price: yuanToFen(values.priceYuan) ?? 0,
    groupId: values.groupId,
    vip: values.vip,
    canDistribut: values.canDistribut,
    isDispense: values.isDispense,
    isExclusive: values.isExclusive,
  };
}
