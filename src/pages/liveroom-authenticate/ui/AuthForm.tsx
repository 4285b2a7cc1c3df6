import { useUnit } from 'effector-react';
import { ImageUploadField } from '@/features/image-upload';
import { SmsCodeField } from '@/features/sms-code';
import { Button } from '@/shared/ui/button';
import { formClass } from '@/shared/ui/form-field';
import {
  $authType,
  $errors,
  $idNumber,
  $realName,
  $submitError,
  $submitting,
  $uploading,
  backImage,
  FIELD_IDS,
  frontImage,
  idNumberChanged,
  licenseImage,
  realNameChanged,
  sms,
  submitted,
} from '../model/authenticate';

/** The application: name, ID number, phone + SMS code, photos. Messages under their fields after 提交. */
export function AuthForm() {
  const [type, realName, idNumber, errors, submitError, submitting, uploading] = useUnit([
    $authType,
    $realName,
    $idNumber,
    $errors,
    $submitError,
    $submitting,
    $uploading,
  ]);
  const [changeName, changeId, submit] = useUnit([realNameChanged, idNumberChanged, submitted]);
  const person = type === 1;
  return (
    <form
      className="auth__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="auth__card">
        <div className="auth__field">
          <label className={formClass.label} htmlFor={FIELD_IDS.realName}>
            {person ? '真实姓名' : '机构名称'}
          </label>
          <input
            id={FIELD_IDS.realName}
            className={formClass.input}
            autoComplete={person ? 'name' : 'organization'}
            placeholder={person ? '与身份证一致' : '与营业执照一致'}
            value={realName}
            aria-invalid={errors.realName ? true : undefined}
            aria-describedby={errors.realName ? `${FIELD_IDS.realName}-error` : undefined}
            onChange={(event) => changeName(event.target.value)}
          />
          {errors.realName && (
            <p className="auth__error" id={`${FIELD_IDS.realName}-error`}>
              {errors.realName}
            </p>
          )}
        </div>
        <div className="auth__field">
          <label className={formClass.label} htmlFor={FIELD_IDS.idNumber}>
            {person ? '身份证号码' : '统一社会信用代码'}
          </label>
          <input
            id={FIELD_IDS.idNumber}
            className={formClass.input}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={18}
            placeholder="18 位"
            value={idNumber}
            aria-invalid={errors.idNumber ? true : undefined}
            aria-describedby={errors.idNumber ? `${FIELD_IDS.idNumber}-error` : undefined}
            onChange={(event) => changeId(event.target.value)}
          />
          {errors.idNumber && (
            <p className="auth__error" id={`${FIELD_IDS.idNumber}-error`}>
              {errors.idNumber}
            </p>
          )}
        </div>
        <SmsCodeField model={sms} idPrefix="auth-sms" mobileLabel={person ? '手机号（本人）' : '联系人手机号'} />
      </div>

      <div className="auth__card auth__images">
        {person ? (
          <>
            <ImageUploadField
              model={frontImage}
              id={FIELD_IDS.frontImg}
              label="身份证人像面"
              formError={errors.frontImg}
            />
            <ImageUploadField
              model={backImage}
              id={FIELD_IDS.backImg}
              label="身份证国徽面"
              formError={errors.backImg}
            />
          </>
        ) : (
          <ImageUploadField
            model={licenseImage}
            id={FIELD_IDS.licenseImg}
            label="营业执照"
            formError={errors.licenseImg}
          />
        )}
        <p className="auth__hint">照片仅用于平台审核，不会对外展示。请确保文字清晰、四角完整。</p>
      </div>

      {submitError && (
        <div className="auth__send-error" role="alert">
          <p>提交失败：{submitError}。已填写的内容已保存，可修改后重试。</p>
        </div>
      )}
      <Button type="submit" block loading={submitting || uploading}>
        {submitting ? '正在提交…' : uploading ? '图片上传中…' : '提交认证'}
      </Button>
    </form>
  );
}
