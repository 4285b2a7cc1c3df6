import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { MAX_COMMENT_LENGTH } from '@/entities/comment';
import { Button } from '@/shared/ui/button';
import { PROBLEM_MESSAGES } from '../lib/rules';
import { $length, $problem, $publishing, $sendError, $text, publishClicked, textChanged } from '../model/compose';

/**
 * iOS 12–13.3 WeChat (WKWebView) pushes the page up for the keyboard and leaves it there, a blank gap at the
 * bottom, once the keyboard closes (WebKit bug, openradar 5018321736957952, fixed in iOS 13.4). Scrolling to where
 * the page already is makes it lay out again; elsewhere it does nothing.
 */
const settleAfterKeyboard = () => window.scrollTo(0, window.scrollY);

/** The box to write a comment: a live count against the limit, the problem in Chinese, 发表. */
export function CommentComposer() {
  const [text, length, problem, sendError, publishing, onText, onPublish] = useUnit([
    $text,
    $length,
    $problem,
    $sendError,
    $publishing,
    textChanged,
    publishClicked,
  ]);
  const message = problem ? PROBLEM_MESSAGES[problem] : sendError;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onPublish();
  };
  return (
    <form className="lesson-comments__form" onSubmit={submit} noValidate>
      <label htmlFor="lesson-comment-text" className="lesson-comments__label">
        写评论
      </label>
      <textarea
        id="lesson-comment-text"
        className="lesson-comments__input"
        rows={3}
        value={text}
        placeholder="说说你的收获或疑问"
        aria-invalid={problem !== null || undefined}
        aria-describedby="lesson-comment-count lesson-comment-message"
        onChange={(event) => onText(event.target.value)}
        onBlur={settleAfterKeyboard}
      />
      <div className="lesson-comments__form-row">
        <p id="lesson-comment-message" className="lesson-comments__message" role="alert">
          {message}
        </p>
        <span
          id="lesson-comment-count"
          className="lesson-comments__count"
          data-over={length > MAX_COMMENT_LENGTH || undefined}
        >
          {length}/{MAX_COMMENT_LENGTH}
        </span>
        <Button type="submit" size="s" loading={publishing}>
          发表
        </Button>
      </div>
    </form>
  );
}
