import { useUnit } from 'effector-react';
import { Button, buttonClassName } from '@/shared/ui/button';
import { $submits, submitFx } from '../model/demo-controls';
import { Demo, Section } from './Section';

export function ButtonSection() {
  const [submit, pending, submits] = useUnit([submitFx, submitFx.pending, $submits]);
  return (
    <Section title="Button 按钮">
      <div className="dev-catalogue__row">
        <Button>主要</Button>
        <Button variant="secondary">次要</Button>
        <Button variant="text">文字</Button>
      </div>
      <div className="dev-catalogue__row">
        <Button size="s">小号</Button>
        <Button disabled>禁用</Button>
        <Button variant="secondary" loading>
          加载中
        </Button>
        <a className={buttonClassName({ variant: 'text', size: 's' })} href="#/index/">
          链接按钮
        </a>
      </div>
      <Demo label={`点击后 1.5 秒内为加载状态，连点无效（已提交 ${submits} 次）`}>
        <Button block loading={pending} onClick={() => submit()}>
          提交订单
        </Button>
      </Demo>
    </Section>
  );
}
