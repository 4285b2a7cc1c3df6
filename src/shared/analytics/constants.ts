/** Spec §9 statistics constants. */
export const BUSINESS_CODE = 100103;
export const TERMINAL = 'h5';
export const PAGE_VIEW_ACTION = 100000000;
/** disId when the visitor came through no channel. */
export const DEFAULT_DIS_ID = 1;
/** localStorage key of the visitor's guid (32 hex characters). */
export const GUID_STORAGE_KEY = 'wkt:guid';
