import { useUnit } from 'effector-react';
import { hrefTo, linkTo } from '@/shared/routing';
import { Button } from '@/shared/ui/button';
import { describedBy, FormField, formClass } from '@/shared/ui/form-field';
import { CONTENT_MAX, CONTENT_MIN, REPORT_REASONS } from '../config/form';
import { countChars } from '../lib/validate';
import {
  $contact,
  $content,
  $errors,
  $reason,
  $sendError,
  $sending,
  contactChanged,
  contentChanged,
  reasonChosen,
  submitted,
} from '../model/report-form';
import { ReportImages } from './ReportImages';

/** The complaint form; messages appear under their fields once 提交 was tapped. */
export function ReportForm() {
  const [reason, content, contact, errors, sending, sendError] = useUnit([
    $reason,
    $content,
    $contact,
    $errors,
    $sending,
    $sendError,
  ]);
  const [chooseReason, changeContent, changeContact, submit] = useUnit([
    reasonChosen,
    contentChanged,
    contactChanged,
    submitted,
  ]);
  const length = countChars(content.trim());
  return (
    <form
      className={`${formClass.form} help-report__form`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <fieldset className={formClass.card} aria-describedby={errors.reason ? 'report-reason-error' : undefined}>
        <legend className={formClass.label}>
          投诉原因 <span className="help-report__required">（必选）</span>
        </legend>
        <div className="help-report__reasons">
          {REPORT_REASONS.map((item) => (
            <label key={item.value} className={formClass.choice}>
              <input
                type="radio"
                name="reason"
                value={item.value}
                checked={reason === item.value}
                onChange={() => chooseReason(item.value)}
              />
              <span>{item.label}</span>
            </label>
          ))}
        </div>
        {errors.reason && (
          <p className={formClass.error} id="report-reason-error">
            {errors.reason}
          </p>
        )}
      </fieldset>

      <FormField
        card
        id="report-content"
        label={
          <>
            投诉内容{' '}
            <span className="help-report__required">
              （{CONTENT_MIN}–{CONTENT_MAX} 字）
            </span>
          </>
        }
        count={{ text: `${length}/${CONTENT_MAX}`, over: length > CONTENT_MAX, announce: true }}
        error={errors.content}
      >
        <textarea
          id="report-content"
          className={formClass.input}
          rows={6}
          maxLength={CONTENT_MAX + 50}
          placeholder="请描述遇到的问题，如课程名称、发生时间"
          value={content}
          {...describedBy('report-content', { error: errors.content, count: true })}
          onChange={(event) => changeContent(event.target.value)}
        />
      </FormField>

      <ReportImages />

      <FormField
        card
        id="report-contact"
        label={
          <>
            联系方式 <span className="help-report__optional">（选填，手机号）</span>
          </>
        }
        error={errors.contact}
      >
        <input
          id="report-contact"
          className={formClass.input}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="方便客服与你联系"
          value={contact}
          {...describedBy('report-contact', { error: errors.contact })}
          onChange={(event) => changeContact(event.target.value)}
        />
      </FormField>

      {sendError && (
        <div className="help-report__send-error" role="alert">
          <p>提交失败：{sendError}。已填写的文字已保存。</p>
          <Button variant="secondary" size="s" onClick={submit} loading={sending}>
            重试
          </Button>
        </div>
      )}
      <Button type="submit" block loading={sending}>
        {sending ? '正在提交…' : '提交'}
      </Button>
      <p className="help-report__hint">
        常见问题可能已有答案：<a href={hrefTo(linkTo('help-question'))}>查看常见问题</a>
      </p>
    </form>
  );
}
