import { onReset } from '../db/store';
import { approve, createStudioAuthState, ensureStudio, type StudioAuthState } from '../db/studio-auth';
import type { UserRecord } from '../db/types';
import { findStudio, findUser } from '../db/views';
import { apiGet, apiPost, loggedIn } from '../kit/endpoint';
import { isCreditCode, isResidentId } from '../kit/id-checksum';
import { lecturerOnly } from '../kit/lecturer-guard';
import { intParam, textParam } from '../kit/params';
import { fail, ok } from '../kit/respond';

let state: StudioAuthState = createStudioAuthState();
onReset(() => {
  state = createStudioAuthState();
});

const MOBILE = /^1[3-9]\d{9}$/;
const SMS_VALID_MS = 5 * 60_000;
const SMS_RESEND_MS = 60_000;

function newCode(): string {
  return String(Math.floor(100000 + Math.random() * 900000));
}

/** The last code sent to `mobile`, within its 5 minutes. */
export function smsMatches(mobile: string, code: string, now: number): boolean {
  const sms = state.sms.get(mobile);
  return Boolean(sms && sms.code === code && now - sms.sentAt <= SMS_VALID_MS);
}

/** 0 pending, 1 rejected, 2 verified, -1 nothing submitted (docs/api.md realNameAuth). */
function authInfo(viewer: UserRecord) {
  const application = state.applications.get(viewer.id);
  return {
    realNameAuth: viewer.realNameAuth,
    authType: application?.authType ?? 1,
    realName: application?.realName ?? '',
    idNumber: application?.idNumber ?? '',
    mobile: application?.mobile ?? viewer.mobile,
    frontImg: application?.frontImg ?? '',
    backImg: application?.backImg ?? '',
    licenseImg: application?.licenseImg ?? '',
    rejectReason: viewer.realNameAuth === 1 ? (application?.rejectReason ?? '') : '',
    submitTime: application?.submitTime ?? null,
  };
}

function studioInfo(viewer: UserRecord, db: Parameters<typeof findStudio>[0]) {
  const studio = viewer.studioId ? findStudio(db, viewer.studioId) : null;
  const profile = state.studioProfiles.get(viewer.studioId);
  return {
    studioId: viewer.studioId,
    studioName: studio?.studioName ?? '',
    studioAvatar: profile?.avatar ?? viewer.headimgurl,
    intro: profile?.intro ?? viewer.intro,
    studioState: studio?.studioState ?? 1,
  };
}

/** Join, SMS, real-name authentication and the studio's profile (pictures: studio-upload.ts) (docs/api.md "Studio: join…"). */
export const studioAuthHandlers = [
  apiPost(
    '/api/ls/studio/sendSmsCode',
    loggedIn(({ params, now }) => {
      const mobile = textParam(params, 'mobile');
      if (!MOBILE.test(mobile)) return fail(2, '手机号格式不正确');
      const last = state.sms.get(mobile);
      if (last && now - last.sentAt < SMS_RESEND_MS) return fail(3, '发送太频繁，请 60 秒后再试');
      const code = newCode();
      state.sms.set(mobile, { code, sentAt: now });
      // Development: the code a real SMS would carry (also GET /__mock/sms?mobile=).
      console.info(`[mock] 短信验证码 ${mobile}: ${code}`);
      return ok({ expireSeconds: SMS_VALID_MS / 1000 });
    }),
  ),
  apiGet('/__mock/sms', ({ params }) => {
    const sms = state.sms.get(textParam(params, 'mobile'));
    return sms ? ok(sms) : fail(2, '没有发给这个号码的验证码');
  }),
  apiPost(
    '/api/ls/studio/joinApply',
    loggedIn(({ params, viewer, now }) => {
      if (viewer.isLecturer) return fail(12, '你已经是讲师了');
      const name = textParam(params, 'name');
      const mobile = textParam(params, 'mobile');
      const field = textParam(params, 'field');
      const intro = textParam(params, 'intro');
      if (!name || name.length > 20) return fail(2, '请填写 20 字以内的姓名');
      if (!MOBILE.test(mobile)) return fail(2, '手机号格式不正确');
      if (!smsMatches(mobile, textParam(params, 'smsCode'), now)) return fail(4, '验证码错误或已过期');
      if (!field) return fail(2, '请选择擅长领域');
      if (intro.length < 10 || intro.length > 300) return fail(2, '个人简介需 10–300 字');
      if (params.get('agreed') !== '1') return fail(2, '请先阅读并同意入驻协议');
      state.sms.delete(mobile);
      state.joins.set(viewer.id, { name, mobile, field, intro, time: now });
      viewer.isLecturer = 1;
      viewer.realNameAuth = -1;
      if (!viewer.mobile) viewer.mobile = mobile;
      if (!viewer.intro) viewer.intro = intro;
      return ok({ isLecturer: 1, realNameAuth: -1 });
    }),
  ),
  apiGet('/api/ls/studio/authInfo', loggedIn(lecturerOnly(({ viewer }) => ok(authInfo(viewer))))),
  apiPost(
    '/api/ls/studio/realNameAuth',
    loggedIn(
      lecturerOnly(({ db, params, viewer, now }) => {
        if (viewer.realNameAuth === 2) return fail(13, '你已通过实名认证');
        if (viewer.realNameAuth === 0) return fail(14, '认证资料正在审核中');
        const authType = intParam(params, 'authType') === 2 ? 2 : 1;
        const realName = textParam(params, 'realName');
        const idNumber = textParam(params, 'idNumber').toUpperCase();
        const mobile = textParam(params, 'mobile');
        const smsCode = textParam(params, 'smsCode');
        const frontImg = textParam(params, 'frontImg');
        const backImg = textParam(params, 'backImg');
        const licenseImg = textParam(params, 'licenseImg');
        if (!realName) return fail(2, authType === 2 ? '请填写机构名称' : '请填写真实姓名');
        if (authType === 1 ? !isResidentId(idNumber) : !isCreditCode(idNumber)) {
          return fail(2, authType === 1 ? '身份证号码不正确' : '统一社会信用代码不正确');
        }
        if (!smsMatches(mobile, smsCode, now)) return fail(4, '验证码错误或已过期');
        if (authType === 1 ? !frontImg || !backImg : !licenseImg) return fail(2, '请上传证件照片');
        state.sms.delete(mobile);
        state.applications.set(viewer.id, {
          authType,
          realName,
          idNumber,
          mobile,
          frontImg,
          backImg,
          licenseImg,
          submitTime: now,
          rejectReason: '',
        });
        viewer.realNameAuth = 0;
        if (!state.held.has(viewer.id)) approve(db, viewer, state);
        return ok(authInfo(viewer));
      }),
    ),
  ),
  /** Mock-only review: result=hold keeps the user's next applications pending; pass / reject decide the pending one. */
  apiPost('/__mock/review', ({ db, params }) => {
    const user = findUser(db, intParam(params, 'userId') ?? 0);
    if (!user) return fail(2, '没有这个用户');
    const result = textParam(params, 'result');
    if (result === 'hold') {
      state.held.add(user.id);
      return ok(null);
    }
    state.held.delete(user.id);
    if (result === 'auto') return ok(null);
    if (user.realNameAuth !== 0) return fail(3, '没有待审核的认证');
    if (result === 'pass') approve(db, user, state);
    else if (result === 'reject') {
      user.realNameAuth = 1;
      const application = state.applications.get(user.id);
      if (application) application.rejectReason = textParam(params, 'reason') || '证件照片不清晰，请重新上传';
    } else return fail(2, 'result 应为 hold / auto / pass / reject');
    return ok(null);
  }),
  apiGet('/api/ls/studio/info', loggedIn(lecturerOnly(({ db, viewer }) => ok(studioInfo(viewer, db))))),
  apiPost(
    '/api/ls/studio/saveInfo',
    loggedIn(
      lecturerOnly(({ db, params, viewer }) => {
        const studioName = textParam(params, 'studioName');
        const intro = textParam(params, 'intro');
        const avatar = textParam(params, 'studioAvatar');
        if (!studioName || studioName.length > 20) return fail(2, '直播间名称需 1–20 字');
        if (intro.length > 300) return fail(2, '简介不超过 300 字');
        const studioId = ensureStudio(db, viewer, studioName);
        const studio = findStudio(db, studioId);
        studio.studioName = studioName;
        const profile = state.studioProfiles.get(studioId) ?? { avatar: viewer.headimgurl, intro: viewer.intro };
        state.studioProfiles.set(studioId, { avatar: avatar || profile.avatar, intro });
        return ok(studioInfo(viewer, db));
      }),
    ),
  ),
];
