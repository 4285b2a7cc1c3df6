import { defineActivity } from '@/shared/activity';
import { IndexPage } from './ui/IndexPage';

/** The campaign's lazy chunk: loaded only when one of its routes opens. */
export default defineActivity({ pages: { index: IndexPage } });
