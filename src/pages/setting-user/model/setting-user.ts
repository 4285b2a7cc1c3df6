import { refreshLecturerProfileFx } from '@/entities/user';
import { createPageResource } from '@/shared/model';

/** The lecturer's account, read fresh: the read also refreshes what gating sees (entities/user). */
export const profilePage = createPageResource(refreshLecturerProfileFx);

/** realNameAuth as words (-1 not submitted, 0 pending, 1 rejected, 2 verified). */
export function realNameLabel(realNameAuth: number): string {
  if (realNameAuth === 2) return '已认证';
  if (realNameAuth === 0) return '审核中';
  if (realNameAuth === 1) return '未通过';
  return '未认证';
}
