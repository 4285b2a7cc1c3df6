import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import type { OwnColumnRow } from '@/entities/studio-catalog';
import { StudioList, StudioListRow } from '@/features/studio-draft';
import { formatPrice } from '@/shared/lib/format';
import { hrefTo, linkTo, linkToMine, type PageProps } from '@/shared/routing';
import { buttonClassName } from '@/shared/ui/button';
import { Placeholder } from '@/shared/ui/placeholder';
import { ResourceView } from '@/shared/ui/resource-view';
import { ListSkeleton } from '@/shared/ui/skeleton';
import { columnList } from '../model/column-list';

const small = buttonClassName({ variant: 'secondary', size: 's' });

function ColumnRow({ column }: { column: OwnColumnRow }) {
  const { cateId } = column;
  return (
    <StudioListRow
      data={{ 'data-cate-id': cateId }}
      cover={column.cover}
      name={column.cateName || '未命名专栏'}
      meta={
        <>
          <span>{column.price === null ? '价格未知' : formatPrice(column.price)}</span>
          <span>共 {column.lessonCount} 课</span>
        </>
      }
      actions={
        <>
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
        </>
      }
    />
  );
}

/** mine/channel/index — the lecturer's columns: 新建专栏, edit, content, their lessons, add a lesson. */
export function ChannelIndexPage({ title, query }: PageProps) {
  const opened = useUnit(columnList.opened);
  useEffect(() => {
    opened();
  }, [opened]);
  return (
    <StudioList
      page="channel-index"
      title={title}
      addHref={hrefTo(linkToMine('channel-add'))}
      addLabel="新建专栏"
      notice={query.saved ? '专栏已保存。添加课程并发布后，学员即可购买。' : null}
    >
      <ResourceView
        resource={columnList}
        skeleton={<ListSkeleton rows={3} />}
        isEmpty={(page) => page.list.length === 0}
        empty={<Placeholder title="还没有专栏" description="专栏把多节课打包售卖，新建一个试试。" />}
      >
        {(page) => (
          <ul className="studio-list__list">
            {page.list.map((column) => (
              <ColumnRow key={column.cateId} column={column} />
            ))}
          </ul>
        )}
      </ResourceView>
    </StudioList>
  );
}
