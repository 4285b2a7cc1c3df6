import type { JssdkConfig } from './jssdk';

/** What the server's order answer carries for WeChat Pay (docs/api.md `WxPayParams`). */
export type WxPayParams = {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: string;
  paySign: string;
};
/** Companion options: shown by the simulated sheet only; the real cashier shows the server's amount. */
export type PayOptions = { amountFen?: number | undefined };
/**
 * Never proof of payment: callers confirm the order with the server afterwards. 'unanswered': the cashier gave no
 * answer in time, so only the server can tell whether the order was paid.
 */
export type PayResult = 'paid' | 'cancelled' | 'unanswered';

export type ShareCard = { title: string; desc: string; link: string; imgUrl: string };

/** Asks the backend to sign `url` for the JS-SDK (GET /api/auth/jssdk). */
export type SignatureLoader = (url: string) => Promise<JssdkConfig>;

/** `notice`: said to the user when recording goes another way than asked (the simulation's canned clip). */
export type RecordStarted = { notice?: string };

export interface VoiceApi {
  startRecord(): Promise<RecordStarted>;
  /** Resolves with the recording's localId. */
  stopRecord(): Promise<string>;
  playVoice(localId: string): Promise<void>;
  stopVoice(localId: string): Promise<void>;
  /** Resolves with the serverId (WeChat media id, kept 3 days) the backend downloads. */
  uploadVoice(localId: string): Promise<string>;
  /** Resolves with a localId that playVoice can play. */
  downloadVoice(serverId: string): Promise<string>;
}

/** Pictures through WeChat's own picker (chooseImage → preview → uploadImage); the server fetches the serverId. */
export interface ImageApi {
  /** Resolves with the picked pictures' localIds; [] when the user closed the picker (not an error). */
  chooseImage(count: number): Promise<string[]>;
  /** A data URL of a picked picture (iOS WKWebView cannot show a localId as an image source). */
  getLocalImgData(localId: string): Promise<string>;
  /** Resolves with the serverId (WeChat media id, kept 3 days) the backend downloads. */
  uploadImage(localId: string): Promise<string>;
}

/** One of three: the real WeChat JS-SDK, the simulated one (dev/debug/test builds) or none (production elsewhere). */
export interface WechatBridge extends VoiceApi, ImageApi {
  readonly kind: 'wechat' | 'simulated' | 'unavailable';
  /** Resolves once the signature request and wx.config are done; never waits for wx.ready. */
  configure(loadSignature: SignatureLoader): Promise<void>;
  share(card: ShareCard): Promise<void>;
  pay(params: WxPayParams, options?: PayOptions): Promise<PayResult>;
}
