import { describe, expect, it, rs } from '@rstest/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { parseServerFrame, type RoomStateFrame } from '../lib/protocol';
import { roomDetailFixture as detail } from '../lib/room-detail.test-utils';
import { LikeButton, RoomHeading } from './RoomParts';

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
