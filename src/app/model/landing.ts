import { createEffect, sample } from 'effector';
import { landingParamsReceived } from '@/shared/api';
import { appStarted } from './app-started';
import { readLandingParams } from './landing-params';

/**
 * The landing link's channel and promoter (`s`, the sharer for the promotion programme; `partner_id`), kept for the
 * session and sent with every request and login redirect (spec §7). Absent ones keep what the session had.
 */
export { readLandingParams };

export const readLandingFx = createEffect(() => readLandingParams(window.location.search));

sample({ clock: appStarted, target: readLandingFx });
sample({ clock: readLandingFx.doneData, target: landingParamsReceived });
