import { hrefTo, linkToMine } from '@/shared/routing';
import { buttonClassName } from '@/shared/ui/button';
import { PageHeader } from '@/shared/ui/page-header';
import type { Agreement } from '../config/agreements';
import './join.css';

/** A readable agreement: headings, paragraphs, and the way back to the application form. */
export function AgreementView({ agreement, name, title }: { agreement: Agreement; name: string; title: string }) {
  return (
    <main className="join" data-page={name}>
      <PageHeader title={title} />
      <article className="join__card join__agreement">
        <h2 className="join__agreement-title">{agreement.title}</h2>
        <p className="join__note">更新日期：{agreement.updated}</p>
        {agreement.sections.map((section) => (
          <section key={section.heading}>
            <h3>{section.heading}</h3>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      </article>
      <div className="join__actions">
        <a className={buttonClassName({ block: true })} href={hrefTo(linkToMine('join-info'))}>
          返回入驻申请
        </a>
      </div>
    </main>
  );
}
