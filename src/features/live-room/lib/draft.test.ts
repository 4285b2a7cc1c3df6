import { afterEach, describe, expect, it } from '@rstest/core';
import { readDraft, saveDraft } from './draft';

describe('live room draft', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps the unsent text per room and forgets it when emptied (sent)', () => {
    saveDraft('8', '老师好');
    saveDraft('9', '另一个直播间');
    expect(readDraft('8')).toBe('老师好');
    expect(readDraft('9')).toBe('另一个直播间');
    saveDraft('8', '');
    expect(readDraft('8')).toBe('');
    expect(sessionStorage.getItem('live-draft:8')).toBeNull();
  });

  it('reads no draft when storage throws', () => {
    const original = Storage.prototype.getItem;
    Storage.prototype.getItem = () => {
      throw new Error('denied');
    };
    try {
      expect(readDraft('8')).toBe('');
    } finally {
      Storage.prototype.getItem = original;
    }
  });
});
