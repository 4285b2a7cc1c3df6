/** How 实名认证 reads for each realNameAuth (-1 not submitted, 0 pending, 1 rejected, 2 verified). */
export type AuthView = { label: string; action: string | null; verified: boolean };

export function authView(realNameAuth: number): AuthView {
  switch (realNameAuth) {
    case 2:
      return { label: '已认证', action: null, verified: true };
    case 0:
      return { label: '审核中', action: '查看进度', verified: false };
    case 1:
      return { label: '未通过', action: '重新提交', verified: false };
    default:
      return { label: '未认证', action: '去认证', verified: false };
  }
}
