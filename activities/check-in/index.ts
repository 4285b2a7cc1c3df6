import { defineActivity } from '@/shared/activity';
import { CheckInPage } from './ui/CheckInPage';

/** The campaign's lazy chunk: loaded only when one of its routes opens. */
export default defineActivity({ pages: { index: CheckInPage } });
