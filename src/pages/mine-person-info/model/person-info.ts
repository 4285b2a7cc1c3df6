import { getPersonInfoFx } from '@/entities/lecturer';
import { createPageResource } from '@/shared/model';

/** The lecturer's own profile, read-only: avatar, nickname, phone, intro. */
export const personInfoPage = createPageResource(getPersonInfoFx);
