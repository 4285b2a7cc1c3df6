import { detailCall } from '@/shared/api';

/** A column's or package's detail call, on its own: their routes ask it early on a landing without zod's schema. */
export const COMBO_DETAIL_PATH = '/api/combo/detail';

/** The detail call a landing on column or package `id` asks early (lesson-channel's and lesson-package's routes). */
export const comboDetailCall = detailCall(COMBO_DETAIL_PATH, 'cateId');
