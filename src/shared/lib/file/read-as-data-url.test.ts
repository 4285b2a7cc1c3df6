import { describe, expect, it } from '@rstest/core';
import { readAsDataUrl } from './read-as-data-url';

describe('readAsDataUrl', () => {
  it('reads a file as a data URL with its type', async () => {
    const url = await readAsDataUrl(new Blob(['微课'], { type: 'text/plain' }));
    expect(url.startsWith('data:text/plain;base64,')).toBe(true);
    expect(new TextDecoder().decode(Uint8Array.from(atob(url.split(',')[1] ?? ''), (c) => c.charCodeAt(0)))).toBe(
      '微课',
    );
  });
});
