import type { MouseEvent } from 'react';
import { currentImageSource } from '@/shared/wechat';

/**
 * The file input stays the field's control (labelled, focusable); inside WeChat its click opens WeChat's picker
 * instead of the file dialog (the label's tap and the keyboard both arrive as this click).
 */
export function wechatPickerInstead(openWechat: () => void) {
  return (event: MouseEvent<HTMLInputElement>) => {
    if (currentImageSource() !== 'wechat') return;
    event.preventDefault();
    openWechat();
  };
}
