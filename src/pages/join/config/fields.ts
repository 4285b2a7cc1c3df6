import type { SelectOption } from '@/shared/ui/select';

/** 擅长领域: the home screen's kinds of lessons (spec-silent; the server keeps the text). */
export const LECTURER_FIELDS: readonly SelectOption<string>[] = [
  { name: '职场提升', value: '职场提升' },
  { name: '历史人文', value: '历史人文' },
  { name: '亲子育儿', value: '亲子育儿' },
  { name: '投资理财', value: '投资理财' },
  { name: '健康养生', value: '健康养生' },
  { name: '心理成长', value: '心理成长' },
  { name: '语言学习', value: '语言学习' },
  { name: '其他', value: '其他' },
];

export const NAME_MAX = 20;
export const INTRO_MIN = 10;
export const INTRO_MAX = 300;
