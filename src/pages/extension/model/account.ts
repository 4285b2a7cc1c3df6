import { createPageResource } from '@/shared/model';
import { getPromotionAccountFx } from '../api/promotion';

/**
 * The promoter's money and invite code, shown on several promotion screens: the amounts read -- until the first
 * answer; back on a screen, what was read shows at once and is read again behind it.
 */
export const accountPage = createPageResource(getPromotionAccountFx, { keepOnReturn: true });
