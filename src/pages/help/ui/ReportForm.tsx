import { useUnit } from 'effector-react';
import { hrefTo, linkTo } from '@/shared/routing';
import { Button } from '@/shared/ui/button';
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
      className="help-report__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <fieldset className="help-report__field" aria-describedby={errors.reason ? 'report-reason-error' : undefined}>
        <legend className="help-report__label">
          投诉原因 <span className="help-report__required">（必选）</span>
        </legend>
        <div className="help-report__reasons">
          {REPORT_REASONS.map((item) => (
            <label key={item.value} className="help-report__reason">
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
          <p className="help-report__error" id="report-reason-error">
            {errors.reason}
          </p>
        )}
      </fieldset>

      <div className="help-report__field">
        <label className="help-report__label" htmlFor="report-content">
          投诉内容{' '}
          <span className="help-report__required">
            （{CONTENT_MIN}–{CONTENT_MAX} 字）
          </span>
        </label>
        <textarea
          id="report-content"
          className="help-report__textarea"
          rows={6}
          maxLength={CONTENT_MAX + 50}
          placeholder="请描述遇到的问题，如课程名称、发生时间"
          value={content}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={`report-content-count${errors.content ? ' report-content-error' : ''}`}
          onChange={(event) => changeContent(event.target.value)}
        />
        <p
          className="help-report__counter"
          id="report-content-count"
          data-over={length > CONTENT_MAX || undefined}
          aria-live="polite"
        >
          {length}/{CONTENT_MAX}
        </p>
        {errors.content && (
          <p className="help-report__error" id="report-content-error">
            {errors.content}
          </p>
        )}
      </div>

      <ReportImages />

      <div className="help-report__field">
        <label className="help-report__label" htmlFor="report-contact">
          联系方式 <span className="help-report__optional">（选填，手机号）</span>
        </label>
        <input
          id="report-contact"
          className="help-report__input"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="方便客服与你联系"
          value={contact}
          aria-invalid={errors.contact ? true : undefined}
          aria-describedby={errors.contact ? 'report-contact-error' : undefined}
          onChange={(event) => changeContact(event.target.value)}
        />
        {errors.contact && (
          <p className="help-report__error" id="report-contact-error">
            {errors.contact}
          </p>
        )}
      </div>

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
