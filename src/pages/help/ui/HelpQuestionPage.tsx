import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { hrefTo, linkTo, type PageProps } from '@/shared/routing';
import { buttonClassName } from '@/shared/ui/button';
import { PageHeader } from '@/shared/ui/page-header';
import { $chatEnabled, chatClicked, chatSwitchRequested } from '@/widgets/floating-helper';
import { FAQ } from '../config/faq';
import { $openQuestions, faqOpened, questionToggled } from '../model/faq';
import './help-question.css';

/** help/question — 常见问题: each question a button that opens its answer below it. */
export function HelpQuestionPage({ title }: PageProps) {
  const [open, toggled, opened, chatEnabled, chat, askChatSwitch] = useUnit([
    $openQuestions,
    questionToggled,
    faqOpened,
    $chatEnabled,
    chatClicked,
    chatSwitchRequested,
  ]);
  useEffect(() => {
    opened();
    askChatSwitch();
  }, [opened, askChatSwitch]);
  return (
    <main className="help-question" data-page="help-question">
      <PageHeader title={title} />
      <ul className="help-question__list">
        {FAQ.map((item) => {
          const expanded = open.includes(item.id);
          return (
            <li key={item.id} className="help-question__item">
              <h2 className="help-question__heading">
                <button
                  type="button"
                  className="help-question__toggle"
                  aria-expanded={expanded}
                  aria-controls={`faq-${item.id}`}
                  id={`faq-q-${item.id}`}
                  onClick={() => toggled(item.id)}
                >
                  <span>{item.question}</span>
                  <span className="help-question__chevron" aria-hidden="true" />
                </button>
              </h2>
              <section
                className="help-question__answer"
                id={`faq-${item.id}`}
                aria-labelledby={`faq-q-${item.id}`}
                hidden={!expanded}
              >
                {item.answer.map((line) => (
                  <p key={line}>{line}</p>
                ))}
              </section>
            </li>
          );
        })}
      </ul>
      <section className="help-question__more" aria-labelledby="help-more-title">
        <h2 id="help-more-title" className="help-question__more-title">
          没有找到答案？
        </h2>
        <a className={buttonClassName({ block: true })} href={hrefTo(linkTo('help-report'))}>
          投诉与反馈
        </a>
        {chatEnabled && (
          <button type="button" className={buttonClassName({ variant: 'secondary', block: true })} onClick={chat}>
            联系在线客服
          </button>
        )}
      </section>
    </main>
  );
}
