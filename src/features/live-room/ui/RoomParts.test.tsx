import { describe, expect, it, rs } from '@rstest/core';
import { fireEvent, render, screen } from '@testing-library/react';
import type { LiveRoomDetail } from '@/entities/lesson';
import { parseServerFrame, type RoomStateFrame } from '../lib/protocol';
import { LikeButton, RoomHeading } from './RoomParts';

const detail: LiveRoomDetail = {
  lecturerId: 3,
  isBought: 1,
  lessonId: 8,
  lessonName: '职场英语',
  lessonCoverUrl: '',
  summary: '',
  lessonType: 1,
  lessonPlayType: 1,
  lessonBeginTime: null,
  lessonTimeTerm: 0,
  price: 1990,
  originalPrice: null,
  markType: 1,
  cateId: 0,
  groupId: 0,
  studioId: 1,
  studioName: '',
  lecturerName: '',
  learnNum: 0,
  isCollected: 0,
  isSetLessonWarn: 0,
  isStudy: 0,
  lessonUrl: '',
  tryUrl: '',
  content: '',
  studioState: 1,
  lecturerAvatar: '',
  commentNum: 0,
  prevId: 0,
  nextId: 0,
  learnPosition: null,
};
const roomWith = (likes: number) =>
  parseServerFrame(JSON.stringify({ type: 'state', state: 'live', likes, online: 12 })) as RoomStateFrame;

describe('live-room like counts (spec §9: 万 from 10000 on)', () => {
  it('shows the heading count through the 万 formatter', () => {
    render(<RoomHeading detail={detail} room={roomWith(15500)} />);
    expect(screen.getByText('1.5万 次点赞')).toBeTruthy();
  });

  it('keeps a count below 10000 whole', () => {
    render(<RoomHeading detail={detail} room={roomWith(9999)} />);
    expect(screen.getByText('9999 次点赞')).toBeTruthy();
  });

  it('shows the 点赞 button count through the 万 formatter, and taps like', () => {
    const like = rs.fn();
    render(<LikeButton likes={100000000} onLike={like} />);
    fireEvent.click(screen.getByRole('button', { name: '点赞 10000.0万' }));
    expect(like).toHaveBeenCalledTimes(1);
  });
});
