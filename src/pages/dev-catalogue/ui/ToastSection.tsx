import { useUnit } from 'effector-react';
import { Button } from '@/shared/ui/button';
import { clearToast, showToast, type ToastType } from '@/shared/ui/toast';
import { Section } from './Section';

const TYPES: { type: ToastType; message: string }[] = [
  { type: 'loading', message: '加载中…' },
  { type: 'success', message: '已加入学习' },
  { type: 'warning', message: '余额不足' },
  { type: 'fail', message: '支付失败' },
  { type: 'error', message: '系统繁忙，请稍后再试' },
  { type: 'msg', message: '链接已复制' },
];

export function ToastSection() {
  const [show, clear] = useUnit([showToast, clearToast]);
  return (
    <Section title="Toast 轻提示">
      <div className="dev-catalogue__row">
        {TYPES.map(({ type, message }) => (
          <Button key={type} variant="secondary" size="s" onClick={() => show({ type, message })}>
            {type}
          </Button>
        ))}
      </div>
      <div className="dev-catalogue__row">
        <Button variant="text" size="s" onClick={() => show({ type: 'msg', message: '顶部提示', position: 'top' })}>
          顶部
        </Button>
        <Button variant="text" size="s" onClick={() => show({ type: 'msg', message: '底部提示', position: 'bottom' })}>
          底部
        </Button>
        <Button variant="text" size="s" onClick={() => clear()}>
          清除 toast
        </Button>
      </div>
    </Section>
  );
}
