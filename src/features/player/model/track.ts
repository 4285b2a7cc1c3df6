import { createStore } from 'effector';
import type { Track } from '../lib/track';

/**
 * The loaded lesson, null when nothing is. A module of its own: the shell's mini-player dock reads it on every
 * screen, and importing it must not evaluate the whole player model (player.ts, which writes it) on screens where
 * nothing was ever played (issue 18: the first screen's idle work).
 */
export const $track = createStore<Track | null>(null);
