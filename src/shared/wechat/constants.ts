/** Every JS-SDK interface the app uses (spec §7): menu hiding, sharing, payment and voice; pictures for the studio. */
export const JS_API_LIST = [
  'hideMenuItems',
  'hideOptionMenu',
  'showOptionMenu',
  'updateAppMessageShareData',
  'updateTimelineShareData',
  // Legacy share interfaces: older WeChat clients ignore the update*ShareData pair.
  'onMenuShareAppMessage',
  'onMenuShareTimeline',
  'chooseWXPay',
  'startRecord',
  'stopRecord',
  'onVoiceRecordEnd',
  'playVoice',
  'pauseVoice',
  'stopVoice',
  'onVoicePlayEnd',
  'uploadVoice',
  'downloadVoice',
  'chooseImage',
  'getLocalImgData',
  'uploadImage',
] as const;
export type WxJsApi = (typeof JS_API_LIST)[number];

/** Spec §9: copy link and open in other browsers are hidden, so links travel only as share cards. */
export const HIDDEN_MENU_ITEMS = ['menuItem:copyUrl', 'menuItem:openWithSafari', 'menuItem:openWithQQBrowser'] as const;
export type HiddenMenuItem = (typeof HIDDEN_MENU_ITEMS)[number];

/** Default share card text (spec §9: the product's name with a reading slogan). */
export const DEFAULT_SHARE_SLOGAN = '每天听一课，进步一点点';
export const DEFAULT_SHARE_DESC = '名师好课随身听，碎片时间也能充电';

export const messages = {
  payFailed: '支付失败，请稍后再试',
  openInWechat: '请在微信中打开',
  voiceUnsupported: '当前环境不支持录音',
  voiceFailed: '语音操作失败，请稍后再试',
  recordDenied: '未获得录音权限',
  configFailed: '微信功能初始化失败',
  configTimeout: '微信功能初始化超时，请稍后重试',
  voiceTimeout: '语音操作没有响应，请重试',
  imageFailed: '选择图片失败，请重试',
  imageUploadFailed: '图片上传到微信失败，请重试',
  imageTimeout: '微信没有响应，请重试',
  /** A WeChat user agent without WeixinJSBridge (an old client, a page opened outside WeChat's webview). */
  noBridge: '微信环境未就绪，无法发起支付，请在微信中重新打开本页',
} as const;

/** How long the bridge may take before the page stops waiting; injectable through WechatEnv for tests. */
export type BridgeTimings = {
  /** WeixinJSBridge must appear within this after the bridge is first needed, or WeChat is not really there. */
  bridgeWaitMs: number;
  /** config (signature + wx.config), share and voice calls. */
  callMs: number;
  /** The cashier: after this without an answer the payment is checked with the server instead. */
  payMs: number;
  /** WeChat's picture picker (the user browses the album meanwhile); callMs applies to the other picture calls. */
  pickMs?: number;
};
export const BRIDGE_TIMINGS: BridgeTimings = { bridgeWaitMs: 3000, callMs: 10_000, payMs: 30_000, pickMs: 120_000 };
