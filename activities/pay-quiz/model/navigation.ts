import { createEffect, createEvent, sample } from 'effector';
import { navigateTo } from '@/shared/routing';

/** Moves between the quiz pages (paths with `?paperId=`); replaced by a handler in tests. */
export const navigateFx = createEffect((to: string) => navigateTo(to));

/** A view's own way to another quiz page (e.g. the action of an empty state). */
export const pageRequested = createEvent<string>();
sample({ clock: pageRequested, target: navigateFx });
