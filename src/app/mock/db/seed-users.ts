import type { StudioRecord, UserRecord } from './types';

/** The predefined identities of the login page (new visitors are created at each login, from id 1001 on). */
export const DEMO_USER_IDS = { learner: 1, pendingLecturer: 2, verifiedLecturer: 3 } as const;
export const FIRST_VISITOR_ID = 1001;

const avatar = (id: number) => `/mock-cdn/avatar/user-${id}.svg`;

function user(id: number, nickName: string, extra: Partial<UserRecord> = {}): UserRecord {
  return {
    id,
    userName: `wx_${String(id).padStart(6, '0')}`,
    nickName,
    headimgurl: avatar(id),
    openId: `o_mock_openid_${id}`,
    unionid: `u_mock_unionid_${id}`,
    sex: 0,
    city: '杭州',
    province: '浙江',
    country: '中国',
    thirdAuthType: 'USERINFO',
    mobile: '',
    isLecturer: 0,
    realNameAuth: -1,
    studioId: 0,
    intro: '',
    ...extra,
  };
}

const lecturer = (id: number, nickName: string, studioId: number, intro: string, sex: 1 | 2, city: string) =>
  user(id, nickName, { isLecturer: 1, realNameAuth: 2, studioId, intro, sex, city, mobile: `1390000000${id}` });

export const seedUsers = (): UserRecord[] => [
  user(1, '李小雨', { sex: 2, city: '上海', province: '上海', mobile: '13800138001' }),
  user(2, '周老师', { sex: 1, city: '南京', province: '江苏', isLecturer: 1, realNameAuth: -1 }),
  lecturer(3, '林晓岚', 1, '前外企人力资源总监，十五年职场培训经验，帮助上万名职场人提升沟通与表达。', 2, '杭州'),
  lecturer(4, '王建国', 2, '历史学博士，高校副教授，擅长用讲故事的方式讲透中国历史。', 1, '西安'),
  lecturer(5, '陈静怡', 3, '儿童发展心理学硕士，两个孩子的妈妈，专注 0-6 岁科学育儿。', 2, '成都'),
  lecturer(6, '张明远', 4, '注册金融分析师，十年基金从业经验，用大白话讲理财。', 1, '深圳'),
  lecturer(7, '刘芳华', 5, '中医师，三甲医院治未病科医生，倡导顺时养生。', 2, '广州'),
  lecturer(8, '赵子墨', 6, '国家二级心理咨询师，累计个案咨询超过三千小时。', 1, '北京'),
  user(21, '阳光男孩', { sex: 1 }),
  user(22, '陌上花开', { sex: 2 }),
  user(23, '书香门第', { sex: 2, city: '苏州', province: '江苏' }),
  user(24, '晨跑的猫', { sex: 1, city: '武汉', province: '湖北' }),
  user(25, '老张', { sex: 1, city: '天津', province: '天津' }),
  user(26, 'Amy王', { sex: 2, city: '厦门', province: '福建' }),
];

export const seedStudios = (): StudioRecord[] => [
  { studioId: 1, studioName: '晓岚职场课堂', ownerId: 3, studioState: 1 },
  { studioId: 2, studioName: '建国说历史', ownerId: 4, studioState: 1 },
  { studioId: 3, studioName: '静怡亲子学堂', ownerId: 5, studioState: 1 },
  { studioId: 4, studioName: '明远理财研习社', ownerId: 6, studioState: 1 },
  { studioId: 5, studioName: '芳华养生馆', ownerId: 7, studioState: 1 },
  { studioId: 6, studioName: '子墨心理工作室', ownerId: 8, studioState: 1 },
];
