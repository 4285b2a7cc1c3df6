import { attach } from 'effector';
import type { ComboDetail } from '@/entities/combo';
import { linkTo, shareLink } from '@/shared/routing';
import { shareFx } from '@/shared/wechat';

/** This column's or package's WeChat card; the link carries the viewer as sharer (`s`), never the token. */
export const shareComboFx = attach({
  effect: shareFx,
  mapParams: ({ combo, sharerId }: { combo: ComboDetail; sharerId: number | null }) => ({
    title: combo.cateName,
    desc: combo.summary,
    imgUrl: combo.cover,
    link: shareLink(
      linkTo(combo.comboType === 3 ? 'lesson-package' : 'lesson-channel', { id: combo.cateId }),
      sharerId,
    ),
  }),
});
