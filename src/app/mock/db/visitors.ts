import { takeId } from './store';
import type { MockDb, ThirdAuthType, UserRecord } from './types';

/**
 * A first-time WeChat visitor. A BASE (silent) authorisation only yields the openId; USERINFO also brings the
 * nickname and avatar. The number in the nickname comes from the id, so it stays the same on every run.
 */
export function createVisitor(db: MockDb, thirdAuthType: ThirdAuthType): UserRecord {
  const id = takeId('user');
  const withProfile = thirdAuthType === 'USERINFO';
  const user: UserRecord = {
    id,
    userName: `wx_${String(id).padStart(6, '0')}`,
    nickName: withProfile ? `微信用户${1000 + ((id * 2833) % 9000)}` : '',
    headimgurl: withProfile ? `/mock-cdn/avatar/user-${id}.svg` : '',
    openId: `o_mock_openid_${id}`,
    unionid: withProfile ? `u_mock_unionid_${id}` : '',
    sex: 0,
    city: '',
    province: '',
    country: withProfile ? '中国' : '',
    thirdAuthType,
    mobile: '',
    isLecturer: 0,
    realNameAuth: -1,
    studioId: 0,
    intro: '',
  };
  db.users.push(user);
  return user;
}
