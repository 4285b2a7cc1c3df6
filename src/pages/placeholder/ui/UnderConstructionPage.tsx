import { HOME_PATH, hrefTo, type PageProps } from '@/shared/routing';
import { buttonClassName } from '@/shared/ui/button';
import { PageHeader } from '@/shared/ui/page-header';
import './under-construction.css';

/** A clearly marked stand-in: the route, its guards and its metadata are real; the screen itself comes later. */
export default function UnderConstructionPage({ title, meta }: PageProps) {
  return (
    <main className="under-construction" data-page="placeholder">
      <PageHeader title={title} showBack={!meta?.tab} />
      <section className="under-construction__body" aria-labelledby="under-construction-title">
        <p className="under-construction__badge">建设中</p>
        <h2 id="under-construction-title" className="under-construction__title">
          「{title}」页面正在建设中
        </h2>
        <p className="under-construction__text">这个页面即将上线，先去看看别的好课吧。</p>
        <a className={buttonClassName({ variant: 'primary' })} href={hrefTo(HOME_PATH)}>
          回到首页
        </a>
      </section>
    </main>
  );
}
