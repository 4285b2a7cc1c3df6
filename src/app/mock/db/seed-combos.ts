import type { ComboRecord } from './types';

type ComboRow = Pick<
  ComboRecord,
  'cateId' | 'cateName' | 'summary' | 'comboType' | 'price' | 'originalPrice' | 'learnNum' | 'studioId' | 'groupId'
> & { lessonIds?: number[] };

/** Columns (comboType 2) take their lessons from `lesson.cateId`; packages (3) list them. */
const comboRows: ComboRow[] = [
  {
    cateId: 1,
    cateName: '职场沟通力：30 天高效表达训练营',
    summary: '从汇报到说服，系统提升职场表达力。',
    comboType: 2,
    price: 2990,
    originalPrice: 4990,
    learnNum: 6830,
    studioId: 1,
    groupId: 1,
  },
  {
    cateId: 2,
    cateName: '一口气读懂宋朝三百年',
    summary: '四位关键人物，串起两宋的兴衰故事。',
    comboType: 2,
    price: 5900,
    originalPrice: 7960,
    learnNum: 8210,
    studioId: 2,
    groupId: 2,
  },
  {
    cateId: 3,
    cateName: '0-6 岁科学育儿必修课',
    summary: '儿童心理专家陪你读懂孩子的每个成长阶段。',
    comboType: 2,
    price: 4900,
    originalPrice: 6360,
    learnNum: 9102,
    studioId: 3,
    groupId: 3,
  },
  {
    cateId: 4,
    cateName: '小白理财入门 4 讲',
    summary: '记账、基金、保险、防骗，理财基础一次打牢。',
    comboType: 2,
    price: 2900,
    originalPrice: 3960,
    learnNum: 11020,
    studioId: 4,
    groupId: 4,
  },
  {
    cateId: 5,
    cateName: '情绪自救指南',
    summary: '焦虑、内耗、失眠、关系困扰，心理咨询师带你走出来。',
    comboType: 2,
    price: 5900,
    originalPrice: 7960,
    learnNum: 7450,
    studioId: 6,
    groupId: 6,
  },
  {
    cateId: 6,
    cateName: '职场进阶全家桶',
    summary: '沟通、汇报、协作、面试、时间管理，职场必修一站配齐。',
    comboType: 3,
    price: 9900,
    originalPrice: 15900,
    learnNum: 3210,
    studioId: 1,
    groupId: 1,
    lessonIds: [1, 2, 3, 6, 7],
  },
  {
    cateId: 7,
    cateName: '四季养生系列课',
    summary: '春养肝、夏祛湿、秋润肺、冬进补，顺时而养。',
    comboType: 3,
    price: 3990,
    originalPrice: 5160,
    learnNum: 4580,
    studioId: 5,
    groupId: 5,
    lessonIds: [29, 30, 31, 32],
  },
  {
    cateId: 8,
    cateName: '中国历史名人系列课',
    summary: '赵匡胤、王安石、曹操……走近改变历史的人。',
    comboType: 3,
    price: 6900,
    originalPrice: 9970,
    learnNum: 2760,
    studioId: 2,
    groupId: 2,
    lessonIds: [9, 10, 13, 14],
  },
];

export const seedCombos = (): ComboRecord[] =>
  comboRows.map((row) => {
    const cover = `/mock-cdn/cover/combo-${row.cateId}.svg`;
    return {
      ...row,
      cover,
      showCover: cover,
      content:
        `<p>${row.summary}</p><p><img src="${cover}" alt="${row.cateName}"></p>` +
        '<p><strong>购买须知：</strong>购买后永久有效，可反复学习；虚拟商品一经购买不支持退款。</p>',
      markType: row.comboType,
      vip: 0,
      canDistribut: 2,
      isDispense: 1,
      isExclusive: 0,
      lessonIds: row.lessonIds ?? [],
    };
  });
