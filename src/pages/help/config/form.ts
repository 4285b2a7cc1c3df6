/** What a complaint is about (sent as `reason`, the value). */
export const REPORT_REASONS = [
  { value: 1, label: '课程内容与介绍不符' },
  { value: 2, label: '音视频无法播放' },
  { value: 3, label: '已付款未开通' },
  { value: 4, label: '不良或违规信息' },
  { value: 5, label: '其他问题' },
] as const;

export const CONTENT_MIN = 10;
export const CONTENT_MAX = 500;
export const IMAGES_MAX = 3;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Images are sent scaled down to this many pixels on their longer side (a screenshot stays readable). */
export const IMAGE_SEND_EDGE = 1280;
