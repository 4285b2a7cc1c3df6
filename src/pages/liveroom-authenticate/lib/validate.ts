import { isCreditCode, isResidentId } from '@/entities/lecturer';

export type AuthType = 1 | 2;
export type AuthFields = {
  realName: string;
  idNumber: string;
  frontImg: string;
  backImg: string;
  licenseImg: string;
};
export type AuthErrors = Partial<Record<keyof AuthFields, string>>;

/** Messages in the order the fields appear (the first one gets focus). */
export function validateAuth(type: AuthType, fields: AuthFields): AuthErrors {
  const errors: AuthErrors = {};
  const name = fields.realName.trim();
  if (!name) errors.realName = type === 1 ? '请填写真实姓名' : '请填写机构名称';
  else if (name.length > 40) errors.realName = '名称不超过 40 个字';
  const id = fields.idNumber.trim();
  if (type === 1) {
    if (!id) errors.idNumber = '请填写身份证号码';
    else if (!isResidentId(id)) errors.idNumber = '身份证号码不正确，请核对（18 位，末位可为 X）';
  } else if (!id) errors.idNumber = '请填写统一社会信用代码';
  else if (!isCreditCode(id)) errors.idNumber = '统一社会信用代码不正确，请核对（18 位）';
  if (type === 1) {
    if (!fields.frontImg) errors.frontImg = '请上传身份证人像面';
    if (!fields.backImg) errors.backImg = '请上传身份证国徽面';
  } else if (!fields.licenseImg) errors.licenseImg = '请上传营业执照';
  return errors;
}

/** What the screen shows: realNameAuth -1 → form, 0 pending, 1 rejected (form again after 重新提交), 2 verified. */
export type AuthView = 'form' | 'pending' | 'rejected' | 'verified';

export function authView(realNameAuth: number, editing: boolean): AuthView {
  if (realNameAuth === 2) return 'verified';
  if (realNameAuth === 0) return 'pending';
  if (realNameAuth === 1) return editing ? 'form' : 'rejected';
  return 'form';
}
