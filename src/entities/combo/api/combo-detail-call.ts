/**
 * A column's or package's detail path, on its own: index.html's early script asks it on a landing on a column or a
 * package (src/app/early) without the API layer or zod's schema.
 */
export const COMBO_DETAIL_PATH = '/api/combo/detail';
