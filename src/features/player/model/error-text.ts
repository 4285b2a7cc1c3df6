/** The learner's words for a MediaError code (0: unknown). */
export function errorText(code: number): string {
  switch (code) {
    case 2:
      return '网络不给力，课程音视频没有加载下来';
    case 3:
      return '课程文件已损坏，暂时无法播放';
    case 4:
      return '播放地址已失效或无法打开';
    default:
      return '播放出错了';
  }
}
