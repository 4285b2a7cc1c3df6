export {
  joinAgreementLecturerRoute,
  joinAgreementOperateRoute,
  joinAgreementServiceRoute,
  joinIndexRoute,
  joinInfoRoute,
} from './config/route';
