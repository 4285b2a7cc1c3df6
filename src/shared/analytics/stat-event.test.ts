import { describe, expect, it } from '@rstest/core';
import { buildStatEvent, disIdOf, systemOf } from './stat-event';

describe('statistics event', () => {
  it('has exactly the fields of spec §3 with the constants of §9', () => {
    const event = buildStatEvent(
      { action: 200001, content: 'lesson/3', contentLocation: 'home-banner', event: 'click' },
      {
        guid: 'f'.repeat(32),
        channel: '12',
        shareSource: 'u42',
        userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)',
      },
    );
    expect(event).toEqual({
      action: 200001,
      business: 100103,
      content: 'lesson/3',
      contentLocation: 'home-banner',
      event: 'click',
      guid: 'f'.repeat(32),
      source: 'u42',
      system: 'ios',
      terminal: 'h5',
      disId: 12,
    });
  });

  it('reads a short OS name from the user agent', () => {
    expect(systemOf('Mozilla/5.0 (Linux; Android 13; Pixel 7) MicroMessenger/8.0')).toBe('android');
    expect(systemOf('Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)')).toBe('ios');
    expect(systemOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('other');
  });

  it('uses disId 1 when there is no usable channel', () => {
    expect(disIdOf('')).toBe(1);
    expect(disIdOf('abc')).toBe(1);
    expect(disIdOf('0')).toBe(1);
    expect(disIdOf('25')).toBe(25);
  });
});
