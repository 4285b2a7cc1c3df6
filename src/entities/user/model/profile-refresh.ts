import { attach, sample } from 'effector';
import { getLecturerProfileFx } from '@/entities/lecturer/@x/user';
import { $lecturerProfile } from './viewer';

/**
 * Reads the lecturer profile again (after joining, after the real-name review) and makes it what gating reads, so
 * a newly verified lecturer gets past spec §5 without a reload. A module of its own: only the studio pages import
 * it, so the home screen's first load does not carry it.
 */
export const refreshLecturerProfileFx = attach({ effect: getLecturerProfileFx });
sample({ clock: refreshLecturerProfileFx.doneData, target: $lecturerProfile });
