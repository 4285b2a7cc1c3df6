/** A question and its answers in the order shown: `[value, label]`. */
function question<const V extends string | number | boolean>(legend: string, ...answers: (readonly [V, string])[]) {
  return { legend, options: answers.map(([value, label]) => ({ value, label })) };
}

/**
 * The radio questions of the lesson and column forms (spec §3 Lesson draft, Category), by the field they set. One
 * place, so the two forms ask the same question the same way. `isExclusive` is completed by the form: 独家课程 / 独家专栏.
 */
export const CHOICES = {
  lessonType: question('课程类型', [1, '音频'], [2, '视频']),
  live: question('授课方式', [false, '录播（上传音视频）'], [true, '直播']),
  vip: question('会员专栏（会员免费学习）', [0, '否'], [1, '是']),
  canDistribut: question('推广分销', [2, '不参与'], [1, '参与']),
  isDispense: question('平台分发（出现在平台推荐与榜单）', [1, '允许'], [0, '不允许']),
  isExclusive: question('独家', [0, '否'], [1, '是，仅在本平台发布']),
  isDisplaySingle: question('单独售卖（专栏外也能单独购买）', [1, '是'], [0, '否，仅随专栏']),
};
