import type { BuyRecord } from '@/entities/order';
import { linkTo } from '@/shared/routing';

const KIND = { 1: '课程', 2: '专栏', 3: '系列课', 4: '测评' } as const;

export const kindOf = (record: BuyRecord): string => KIND[record.goodsType];

/** The page of what was bought; null for what has no page of its own (a quiz paper). */
export function goodsPath(record: BuyRecord): string | null {
  const id = record.goodsId;
  if (record.goodsType === 1) return linkTo('lesson-play', { id });
  if (record.goodsType === 2) return linkTo('lesson-channel', { id });
  if (record.goodsType === 3) return linkTo('lesson-package', { id });
  return null;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 2026-11-05 14:03 in the device's time; '' when unknown. */
export function formatPayTime(time: number | null): string {
  if (time === null) return '';
  const date = new Date(time);
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
