import { ColorSchemePicker } from '@/features/color-scheme';
import { formatPrice } from '@/shared/lib/format';
import { ActionBar } from '@/shared/ui/action-bar';
import { Button } from '@/shared/ui/button';
import { PageHeader } from '@/shared/ui/page-header';
import { ButtonSection } from './ButtonSection';
import { FormatSection } from './FormatSection';
import { FormSection } from './FormSection';
import { ImageSection } from './ImageSection';
import { LayoutSection } from './LayoutSection';
import { ListSection } from './ListSection';
import { ModalSection } from './ModalSection';
import { ToastSection } from './ToastSection';
import './catalogue.css';

/** Every shared widget in every state and in both schemes, for people to look at (development, test and debug builds only). */
export default function CataloguePage() {
  return (
    <div className="dev-catalogue" data-page="dev-catalogue">
      <PageHeader title="组件目录" />
      <main className="dev-catalogue__main">
        <p className="dev-catalogue__intro">
          微课堂共享组件（src/shared/ui）与格式化工具，仅在开发、测试与调试构建中可见。
        </p>
        {/* The page's own scheme, as in 设置 (so sheets and toasts, drawn outside the page, follow it too). */}
        <ColorSchemePicker className="dev-catalogue__scheme" />
        <ToastSection />
        <ModalSection />
        <ButtonSection />
        <FormSection />
        <ImageSection />
        <LayoutSection />
        <FormatSection />
        <ListSection />
      </main>
      <ActionBar label="底部操作栏示例">
        <span className="dev-catalogue__price">{formatPrice(1250)}</span>
        <Button variant="secondary">加入学习</Button>
        <Button>立即购买</Button>
      </ActionBar>
    </div>
  );
}
