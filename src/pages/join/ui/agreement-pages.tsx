import type { PageProps } from '@/shared/routing';
import { LECTURER_AGREEMENT, OPERATE_AGREEMENT, SERVICE_AGREEMENT } from '../config/agreements';
import { AgreementView } from './AgreementView';

export function ServiceAgreementPage({ title }: PageProps) {
  return <AgreementView agreement={SERVICE_AGREEMENT} name="join-agreement-service" title={title} />;
}

export function LecturerAgreementPage({ title }: PageProps) {
  return <AgreementView agreement={LECTURER_AGREEMENT} name="join-agreement-lecturer" title={title} />;
}

export function OperateAgreementPage({ title }: PageProps) {
  return <AgreementView agreement={OPERATE_AGREEMENT} name="join-agreement-operate" title={title} />;
}
