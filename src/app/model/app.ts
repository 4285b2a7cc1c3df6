import { sample } from 'effector';
import { userRequested } from '@/entities/user';
import { $token } from '@/shared/api';
import { appStarted } from './app-started';
import './api-feedback';
import './wechat';

export { appStarted };

sample({ clock: appStarted, source: $token, filter: Boolean, target: userRequested });
