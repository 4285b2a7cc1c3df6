import { describe, expect, it } from '@rstest/core';
import type { ViewerRoles } from '@/entities/user';
import { matchRoute } from '@/shared/routing';
import { liveRoomDecision } from './entry-guard';

const coreRoutes = [
  { name: 'liveroom-listener', path: '/liveroom/listener/:studioId/:lessonId', meta: {} },
  { name: 'liveroom-lecturer', path: '/liveroom/lecturer/:studioId/:lessonId', meta: {} },
];

const roles = (userId: number): ViewerRoles => ({
  userId,
  hasProfile: true,
  hasOpenId: true,
  thirdAuthType: 'USERINFO',
  isLecturer: false,
  isRealNameVerified: false,
});
const input = (path: string, userId: number) => {
  const match = matchRoute(coreRoutes, path);
  if (!match) throw new Error(path);
  return { match, query: {}, roles: roles(userId) };
};
const paid = { lecturerId: 3, isBought: 0 as const, price: 990 };

describe('live-room entry (spec §4)', () => {
  it('sends the lecturer from the listener page to the lecturer page', () => {
    expect(liveRoomDecision(input('/liveroom/listener/1/5', 3), paid)).toEqual({
      kind: 'redirect',
      to: '/liveroom/lecturer/1/5',
    });
    expect(liveRoomDecision(input('/liveroom/lecturer/1/5', 3), paid)).toBeNull();
  });

  it('sends a buyer from the lecturer route to the listener page, and lets them listen', () => {
    const bought = { ...paid, isBought: 1 as const };
    expect(liveRoomDecision(input('/liveroom/lecturer/1/5', 1), bought)).toEqual({
      kind: 'redirect',
      to: '/liveroom/listener/1/5',
    });
    expect(liveRoomDecision(input('/liveroom/listener/1/5', 1), bought)).toBeNull();
  });

  it('sends anyone else to the lesson page, from either route', () => {
    expect(liveRoomDecision(input('/liveroom/listener/1/5', 1), paid)).toEqual({
      kind: 'redirect',
      to: '/lesson/play/5',
    });
    expect(liveRoomDecision(input('/liveroom/lecturer/1/5', 1), paid)).toEqual({
      kind: 'redirect',
      to: '/lesson/play/5',
    });
  });

  it('decides on isBought alone: a free lesson not yet taken (its ¥0 order) leads to its page', () => {
    const free = { lecturerId: 3, isBought: 0 as const, price: 0 };
    expect(liveRoomDecision(input('/liveroom/listener/1/5', 1), free)).toEqual({
      kind: 'redirect',
      to: '/lesson/play/5',
    });
    expect(liveRoomDecision(input('/liveroom/listener/1/5', 1), { ...free, isBought: 1 })).toBeNull();
  });
});
