import { attach } from 'effector';
import { getOwnColumnsFx } from '@/entities/studio-catalog';
import { createPageResource } from '@/shared/model';

/** A lecturer has a handful of columns: one page of 50 holds them all. */
const loadColumnsFx = attach({ effect: getOwnColumnsFx, mapParams: (_: void) => ({ pageNo: 1, pageSize: 50 }) });
export const columnList = createPageResource(loadColumnsFx);
