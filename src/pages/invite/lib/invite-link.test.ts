import { describe, expect, it } from '@rstest/core';
import { inviteLink } from './invite-link';

describe('inviteLink', () => {
  it('leads to home with the inviter as s, keeping the landing channel and never the token', () => {
    const link = inviteLink(7, 'https://m.example.com/?token=mock.1.secret&channel=3&s=99#/invite/card?token=x');
    const url = new URL(link);
    expect(link).not.toContain('token');
    expect(link).not.toContain('secret');
    expect(url.searchParams.get('s')).toBe('7');
    expect(url.searchParams.get('channel')).toBe('3');
    expect(url.hash).toBe('#/index/');
  });

  it('carries no sharer for an anonymous viewer', () => {
    expect(new URL(inviteLink(null, 'https://m.example.com/?s=5#/invite/share')).searchParams.has('s')).toBe(false);
  });
});
