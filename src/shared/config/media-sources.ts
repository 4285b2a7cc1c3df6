import { staticPath } from './env';

/**
 * Where audio and video in lecturers' rich text may play from: our own static host (https in deployed builds, the
 * same origin's static path in development and test). Media anywhere else are shown as links. A module of its own:
 * only lazily loaded pages read it, and a module is emitted whole into the first screen's file when that file needs
 * any of it.
 */
export const mediaSources: readonly string[] = staticPath ? [`${staticPath}/`] : [];
