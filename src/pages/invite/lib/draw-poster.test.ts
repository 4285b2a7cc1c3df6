import { describe, expect, it } from '@rstest/core';
import { wrapText } from './draw-poster';

const oneUnitPerChar = (text: string) => [...text].length;

describe('wrapText', () => {
  it('breaks a long title into lines of the width and cuts the last one with …', () => {
    expect(wrapText(oneUnitPerChar, '邀请好友听好课', 4, 2)).toEqual(['邀请好友', '听好课']);
    expect(wrapText(oneUnitPerChar, '邀请好友一起来听好课吧', 4, 2)).toEqual(['邀请好友', '一起来…']);
    expect(wrapText(oneUnitPerChar, '短', 4, 2)).toEqual(['短']);
  });
});
