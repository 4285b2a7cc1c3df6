import { createEvent, sample } from 'effector';
import { userRequested } from '@/entities/user';
import { $token } from '@/shared/api';
import './api-feedback';

/** The one explicit start of the app's logic (effector best practice): fired once the scope exists. */
export const appStarted = createEvent();

sample({ clock: appStarted, source: $token, filter: Boolean, target: userRequested });
