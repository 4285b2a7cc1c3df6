import { describe, expect, it } from '@rstest/core';

/** The mock's static host serves lesson media as a real one does (msw in tests, the same handlers on the servers). */
describe('mock lesson media', () => {
  it('a WAV lecture per audio lesson, whole or in byte ranges (seeking needs them)', async () => {
    const whole = await fetch('http://localhost/mock-cdn/media/lesson-16.wav');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/wav');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const bytes = new Uint8Array(await whole.arrayBuffer());
    expect(bytes.length).toBe(44 + 8000 * 30);
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('RIFF');
    // Not silence: the samples move away from the 8-bit midpoint.
    expect(bytes.slice(44, 8044).some((sample) => Math.abs(sample - 128) > 20)).toBe(true);

    const part = await fetch('http://localhost/mock-cdn/media/lesson-16.wav', { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.slice(100, 200));
    const beyond = await fetch('http://localhost/mock-cdn/media/lesson-16.wav', {
      headers: { range: 'bytes=999999-' },
    });
    expect(beyond.status).toBe(416);
  });

  it('the committed WebM for video lessons, and a 404 for lesson 31’s broken recording', async () => {
    const video = await fetch('http://localhost/mock-cdn/media/lesson-3.webm');
    expect(video.status).toBe(200);
    expect(video.headers.get('content-type')).toBe('video/webm');
    const head = new Uint8Array(await video.arrayBuffer());
    expect([...head.slice(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect(head.length).toBeLessThan(300_000);
    expect((await fetch('http://localhost/mock-cdn/media/lesson-31.mp3')).status).toBe(404);
  });
});
