import * as z from 'zod/mini';

/**
 * What is sold: 1 lesson, 2 column, 3 package, 4 quiz paper. A module of its own: importing it must not drag the
 * order schemas (top-level zod calls are kept by the bundler) into the home screen.
 */
export const goodsTypeSchema = z.literal([1, 2, 3, 4]);
export type GoodsType = z.output<typeof goodsTypeSchema>;
