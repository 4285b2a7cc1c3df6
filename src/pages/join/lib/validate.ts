import { INTRO_MAX, INTRO_MIN, NAME_MAX } from '../config/fields';

export type JoinFields = { name: string; field: string | null; intro: string; agreed: boolean };
export type JoinErrors = Partial<Record<keyof JoinFields, string>>;

export function validateJoin({ name, field, intro, agreed }: JoinFields): JoinErrors {
  const errors: JoinErrors = {};
  const trimmedName = name.trim();
  if (!trimmedName) errors.name = '请填写姓名';
  else if ([...trimmedName].length > NAME_MAX) errors.name = `姓名不超过 ${NAME_MAX} 个字`;
  if (!field) errors.field = '请选择擅长领域';
  const length = [...intro.trim()].length;
  if (length < INTRO_MIN) errors.intro = `请用至少 ${INTRO_MIN} 个字介绍自己（现在 ${length} 字）`;
  else if (length > INTRO_MAX) errors.intro = `个人简介不超过 ${INTRO_MAX} 字（现在 ${length} 字）`;
  if (!agreed) errors.agreed = '请阅读并同意三份协议';
  return errors;
}
