import { sample } from 'effector';
import { viewerRequested } from '@/entities/user';
import { appStarted } from './app-started';
import './api-feedback';
import './landing';
import '../navigation/model';
import '../navigation/route-effects';

export { appStarted };

sample({ clock: appStarted, target: viewerRequested });
