import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import type { OwnColumnRow } from '@/entities/studio-catalog';
import { STUDIO_LIST_CLASS } from '@/features/studio-draft';
import { formatPrice } from '@/shared/lib/format';
import { hrefTo, linkTo, linkToMine, type PageProps } from '@/shared/routing';
import { buttonClassName } from '@/shared/ui/button';
import { Image } from '@/shared/ui/image';
import { PageHeader } from '@/shared/ui/page-header';
import { Placeholder } from '@/shared/ui/placeholder';
import { ListSkeleton } from '@/shared/ui/skeleton';
import { $columns, $loadError, $loadState, columnListOpened, columnListRetried } from '../model/column-list';

const small = buttonClassName({ variant: 'secondary', size: 's' });

function ColumnRow({ column }: { column: OwnColumnRow }) {
  const { cateId } = column;
  return (
    <li className="studio-list__row" data-cate-id={cateId}>
      <div className="studio-list__head">
        <span className="studio-list__cover">
          <Image src={column.cover} alt="" displayWidth={120} />
        </span>
        <div className="studio-list__body">
          <h2 className="studio-list__name">{column.cateName || '未命名专栏'}</h2>
          <p className="studio-list__meta">
            <span>{column.price === null ? '价格未知' : formatPrice(column.price)}</span>
            <span>共 {column.lessonCount} 课</span>
          </p>
        </div>
      </div>
      <div className="studio-list__actions">
        <a className={small} href={hrefTo(linkToMine('channel-edit', { id: cateId }))}>
          编辑
        </a>
        <a className={small} href={hrefTo(linkToMine('channel-content', { id: cateId }))}>
          介绍
        </a>
        <a className={small} href={hrefTo(`${linkToMine('studio-lesson-index')}?cateId=${cateId}`)}>
          课程
        </a>
        <a className={small} href={hrefTo(linkToMine('channel-lesson-add', { cid: cateId }))}>
          添加课程
        </a>
        <a
          className={buttonClassName({ variant: 'text', size: 's' })}
          href={hrefTo(linkTo('lesson-channel', { id: cateId }))}
        >
          查看
        </a>
      </div>
    </li>
  );
}

/** mine/channel/index — the lecturer's columns: 新建专栏, edit, content, their lessons, add a lesson. */
export function ChannelIndexPage({ title, query }: PageProps) {
  const [columns, state, loadError, opened, retried] = useUnit([
    $columns,
    $loadState,
    $loadError,
    columnListOpened,
    columnListRetried,
  ]);
  useEffect(() => {
    opened();
  }, [opened]);
  return (
    <main className={STUDIO_LIST_CLASS} data-page="channel-index">
      <PageHeader title={title} />
      <div className="studio-list__top">
        <a className={buttonClassName({ block: true })} href={hrefTo(linkToMine('channel-add'))}>
          新建专栏
        </a>
        {query.saved && (
          <p className="studio-list__notice" role="status">
            专栏已保存。添加课程并发布后，学员即可购买。
          </p>
        )}
      </div>
      {state === 'loading' && <ListSkeleton rows={3} />}
      {state === 'failed' && <Placeholder kind="error" error={loadError} onAction={retried} />}
      {state === 'ready' && columns.length === 0 && (
        <Placeholder title="还没有专栏" description="专栏把多节课打包售卖，新建一个试试。" />
      )}
      {state === 'ready' && columns.length > 0 && (
        <ul className="studio-list__list">
          {columns.map((column) => (
            <ColumnRow key={column.cateId} column={column} />
          ))}
        </ul>
      )}
    </main>
  );
}
