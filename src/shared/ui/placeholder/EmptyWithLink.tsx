import { buttonClassName } from '@/shared/ui/button';
import { Placeholder } from './Placeholder';
import './empty-with-link.css';

type Props = { title: string; description?: string; linkLabel: string; href: string };

/** An empty list that shows the way on: the empty placeholder, then a link (去首页逛逛) as a primary button. */
export function EmptyWithLink({ title, description, linkLabel, href }: Props) {
  return (
    <div className="wk-empty-link">
      <Placeholder title={title} description={description} />
      <a className={buttonClassName({ variant: 'primary', size: 's' })} href={href}>
        {linkLabel}
      </a>
    </div>
  );
}
