import type { Paper } from '@/entities/quiz';
import type { Userinfo } from '@/entities/user';

/** Shared by the campaign's tests (never imported by its pages). */

/** 周老师 (user 2) has a profile and has not bought paper 2, unlike the learner. */
export const BUYER_TOKEN = 'mock.2.test';
export const buyer: Userinfo = {
  id: 2,
  userName: 'wx_000002',
  nickName: '周老师',
  headimgurl: '',
  openId: 'o_mock_openid_2',
  unionid: '',
  sex: 1,
  city: '南京',
  province: '江苏',
  country: '中国',
  thirdAuthType: 'USERINFO',
};

const option = (optionId: number, text: string, score: number) => ({ optionId, text, score });

/** A small paper: one single-choice and one multiple-choice question, three bands. */
export const samplePaper: Paper = {
  paperId: 9,
  title: '测一测你的学习风格',
  cover: '',
  summary: '两道题看懂你',
  price: 990,
  isBought: 1,
  questions: [
    { questionId: 91, title: '你更喜欢', multiple: 0, options: [option(911, '听课', 1), option(912, '做题', 3)] },
    {
      questionId: 92,
      title: '你常用的工具（可多选）',
      multiple: 1,
      options: [option(921, '笔记', 2), option(922, '闪卡', 2), option(923, '不用', 0)],
    },
  ],
  results: [
    { minScore: 0, maxScore: 2, title: '随性派', summary: '想学就学' },
    { minScore: 3, maxScore: 5, title: '稳健派', summary: '按部就班' },
    { minScore: 6, maxScore: 7, title: '学霸派', summary: '方法满分' },
  ],
};
