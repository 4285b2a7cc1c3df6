import { useUnit } from 'effector-react';
import { SmsCodeField } from '@/features/sms-code';
import { hrefTo, linkToMine } from '@/shared/routing';
import { Button } from '@/shared/ui/button';
import { describedBy, FormField, formClass } from '@/shared/ui/form-field';
import { Select } from '@/shared/ui/select';
import { INTRO_MAX, LECTURER_FIELDS } from '../config/fields';
import {
  $agreed,
  $applyError,
  $applying,
  $errors,
  $field,
  $intro,
  $name,
  agreedToggled,
  FIELD_IDS,
  fieldChosen,
  introChanged,
  nameChanged,
  sms,
  submitted,
} from '../model/join-form';

const errorId = (id: string) => `${id}-error`;

/** 姓名, 手机号 + 验证码, 擅长领域, 个人简介, the three agreements; messages next to their fields after 提交申请. */
export function JoinForm() {
  const [name, field, intro, agreed, errors, applyError, applying] = useUnit([
    $name,
    $field,
    $intro,
    $agreed,
    $errors,
    $applyError,
    $applying,
  ]);
  const [changeName, chooseField, changeIntro, toggleAgreed, submit] = useUnit([
    nameChanged,
    fieldChosen,
    introChanged,
    agreedToggled,
    submitted,
  ]);
  return (
    <form
      className="join__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="join__card join__fields">
        <FormField id={FIELD_IDS.name} label="姓名" error={errors.name}>
          <input
            id={FIELD_IDS.name}
            className={formClass.input}
            autoComplete="name"
            value={name}
            placeholder="学员看到的讲师名"
            {...describedBy(FIELD_IDS.name, { error: errors.name })}
            onChange={(event) => changeName(event.target.value)}
          />
        </FormField>
        <SmsCodeField model={sms} idPrefix="join-sms" />
        <FormField id={FIELD_IDS.field} label="擅长领域" error={errors.field}>
          <Select
            id={FIELD_IDS.field}
            aria-label="擅长领域"
            options={LECTURER_FIELDS}
            value={field}
            onChange={chooseField}
          />
        </FormField>
        <FormField
          id={FIELD_IDS.intro}
          label="个人简介"
          count={{ text: `${[...intro.trim()].length}/${INTRO_MAX}` }}
          error={errors.intro}
        >
          <textarea
            id={FIELD_IDS.intro}
            className={formClass.input}
            rows={5}
            value={intro}
            placeholder="你的经历、擅长讲什么（10–300 字）"
            {...describedBy(FIELD_IDS.intro, { error: errors.intro, count: true })}
            onChange={(event) => changeIntro(event.target.value)}
          />
        </FormField>
      </div>
      <div className="join__card">
        <div className="join__agree">
          <input
            id={FIELD_IDS.agreed}
            type="checkbox"
            checked={agreed}
            aria-invalid={errors.agreed ? true : undefined}
            aria-describedby={errors.agreed ? errorId(FIELD_IDS.agreed) : undefined}
            onChange={(event) => toggleAgreed(event.target.checked)}
          />
          <label htmlFor={FIELD_IDS.agreed}>我已阅读并同意</label>
        </div>
        <ul className="join__agreements">
          <li>
            <a data-keeps-form href={hrefTo(linkToMine('join-agreement-service'))}>
              《微课堂服务协议》
            </a>
          </li>
          <li>
            <a data-keeps-form href={hrefTo(linkToMine('join-agreement-lecturer'))}>
              《讲师入驻协议》
            </a>
          </li>
          <li>
            <a data-keeps-form href={hrefTo(linkToMine('join-agreement-operate'))}>
              《平台运营规范》
            </a>
          </li>
        </ul>
        {errors.agreed && (
          <p className={formClass.error} id={errorId(FIELD_IDS.agreed)}>
            {errors.agreed}
          </p>
        )}
      </div>
      {applyError && (
        <p className="join__send-error" role="alert">
          提交失败：{applyError}。已填写的内容已保存，可修改后重试。
        </p>
      )}
      <Button type="submit" block loading={applying}>
        {applying ? '正在提交…' : '提交申请'}
      </Button>
    </form>
  );
}
