import { useUnit } from 'effector-react';
import { Button } from '@/shared/ui/button';
import { openPageFx } from '@/shared/ui/modal';
import { $modalAnswer, alertClicked, confirmClicked, promptClicked, tipsClicked } from '../model/demo-modals';
import { Section } from './Section';

const AGREEMENT = Array.from(
  { length: 12 },
  (_, index) => `第${index + 1}条 学员购买课程后可在有效期内反复学习，课程内容受著作权保护，未经许可不得转载。`,
);

export function ModalSection() {
  const [answer, alert, confirm, prompt, tips, openPage] = useUnit([
    $modalAnswer,
    alertClicked,
    confirmClicked,
    promptClicked,
    tipsClicked,
    openPageFx,
  ]);
  const page = () =>
    openPage({
      title: '用户服务协议',
      content: AGREEMENT.map((text) => <p key={text}>{text}</p>),
    });
  return (
    <Section title="Modal 弹窗">
      <div className="dev-catalogue__row">
        <Button variant="secondary" size="s" onClick={() => alert()}>
          alert
        </Button>
        <Button variant="secondary" size="s" onClick={() => confirm()}>
          confirm
        </Button>
        <Button variant="secondary" size="s" onClick={() => prompt()}>
          prompt
        </Button>
        <Button variant="secondary" size="s" onClick={() => tips()}>
          tips
        </Button>
        <Button variant="secondary" size="s" onClick={page}>
          page
        </Button>
      </div>
      <p className="dev-catalogue__result" data-testid="modal-answer">
        结果：{answer}
      </p>
    </Section>
  );
}
