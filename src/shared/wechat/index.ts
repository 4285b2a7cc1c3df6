export {
  configureWechatFx,
  defaultShare,
  defaultShareFx,
  type PayRequest,
  payFx,
  share,
  shareFx,
} from './effects';
export { isWechat } from './environment';
export {
  chooseImageFx,
  currentImageSource,
  getLocalImgDataFx,
  imageSourceFor,
  localImagePreviewFx,
  wxUploadImageFx,
} from './image-effects';
export type { JssdkConfig } from './jssdk';
export type { PayOptions, PayResult, ShareCard, WxPayParams } from './types';
export {
  downloadVoiceFx,
  playVoiceFx,
  startRecordFx,
  stopRecordFx,
  stopVoiceFx,
  uploadVoiceFx,
} from './voice-effects';
