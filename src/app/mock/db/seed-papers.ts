import type { PaperRecord } from './types';

type QuestionRow = { title: string; multiple?: true; options: [text: string, score: number][] };

function questions(paperId: number, rows: QuestionRow[]): PaperRecord['questions'] {
  return rows.map((row, index) => {
    const questionId = paperId * 100 + index + 1;
    return {
      questionId,
      title: row.title,
      multiple: row.multiple ? 1 : 0,
      options: row.options.map(([text, score], optionIndex) => ({
        optionId: questionId * 10 + optionIndex + 1,
        text,
        score,
      })),
    };
  });
}

export const seedPapers = (): PaperRecord[] => [
  {
    paperId: 1,
    title: '测一测：你的职场沟通力有几分？',
    cover: '/mock-cdn/cover/paper-1.svg',
    summary: '5 道题，3 分钟，看看你在同事眼里是不是“会说话”的人。',
    price: 0,
    questions: questions(1, [
      {
        title: '向领导汇报工作时，你通常先说什么？',
        options: [
          ['事情的来龙去脉', 1],
          ['遇到的困难', 2],
          ['结论和需要的支持', 4],
          ['看领导心情', 1],
        ],
      },
      {
        title: '同事的方案有明显问题，你会？',
        options: [
          ['当众指出', 1],
          ['私下委婉提醒', 4],
          ['不说，免得得罪人', 1],
          ['等领导发现', 2],
        ],
      },
      {
        title: '会议上轮到你发言，你的状态是？',
        options: [
          ['提前准备，从容表达', 4],
          ['有点紧张但能说清楚', 3],
          ['脑子一片空白', 1],
        ],
      },
      {
        title: '跨部门请求支持被拒绝，你会？',
        options: [
          ['直接找对方领导', 1],
          ['了解对方顾虑再协商', 4],
          ['自己硬着头皮做', 2],
        ],
      },
      {
        title: '你写工作邮件的习惯是？',
        options: [
          ['想到哪写到哪', 1],
          ['先写结论，再列要点', 4],
          ['越长越显得认真', 2],
        ],
      },
    ]),
    results: [
      { minScore: 0, maxScore: 9, title: '沟通新手', summary: '表达欠缺条理，试试“结论先行”的方法。' },
      { minScore: 10, maxScore: 15, title: '沟通达人', summary: '基础扎实，学会换位思考会让你更出色。' },
      { minScore: 16, maxScore: 20, title: '沟通高手', summary: '你是团队里最让人放心的沟通者！' },
    ],
  },
  {
    paperId: 2,
    title: '亲子关系趣味测评：你是哪种类型的父母？',
    cover: '/mock-cdn/cover/paper-2.svg',
    summary: '专业测评 + 个性化解读，看懂你的养育风格。',
    price: 990,
    questions: questions(2, [
      {
        title: '孩子摔倒了，你的第一反应是？',
        options: [
          ['马上扶起来', 1],
          ['鼓励他自己站起来', 3],
          ['先看看有没有受伤', 2],
        ],
      },
      {
        title: '孩子不肯写作业时，你通常会？（可多选）',
        multiple: true,
        options: [
          ['讲道理', 1],
          ['陪着一起写', 2],
          ['约定时间自己安排', 3],
          ['批评', 0],
        ],
      },
      {
        title: '周末的家庭时光，你更常安排？',
        options: [
          ['兴趣班', 1],
          ['户外活动', 3],
          ['各自玩手机', 0],
        ],
      },
      {
        title: '孩子和你意见不同时，你会？',
        options: [
          ['听听他的理由', 3],
          ['坚持自己的决定', 1],
          ['看情况妥协', 2],
        ],
      },
    ]),
    results: [
      { minScore: 0, maxScore: 5, title: '守护型父母', summary: '你给了孩子满满的安全感，也可以试着多放手。' },
      { minScore: 6, maxScore: 10, title: '陪伴型父母', summary: '你懂得陪伴的价值，孩子和你很亲近。' },
      { minScore: 11, maxScore: 17, title: '引导型父母', summary: '你尊重孩子的想法，是孩子成长路上的好教练。' },
    ],
  },
];
