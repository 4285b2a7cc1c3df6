import { createStore } from 'effector';
import type { Track } from '../lib/track';

/**
 * The loaded lesson, null when nothing is. A module of its own: the shell's mini-player dock reads it on every
 * screen, and importing it must not evaluate the whole player model (player.ts, which writes it) on screens where
 * nothing was ever played (that would be idle work during the first screen's load).
 */
export const $track = createStore<Track | null>(null);
