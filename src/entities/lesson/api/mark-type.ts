import * as z from 'zod/mini';

/**
 * Image marker: 1 单品 single, 2 专栏 column, 3 系列课 package, 4 精品 boutique. A module of its own: the home
 * screen's first chunk needs it (editors' picks) without the lesson card's schema, whose top-level zod calls the
 * bundler keeps wherever the module is imported.
 */
export const markTypeSchema = z.literal([1, 2, 3, 4]);
export type MarkType = z.output<typeof markTypeSchema>;
