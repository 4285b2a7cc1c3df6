/// <reference types="@rsbuild/core/types" />

interface ImportMetaEnv {
  /** development | debug | test | pre | production — which `.env.<mode>` the build used. */
  readonly PUBLIC_APP_ENV: 'development' | 'debug' | 'test' | 'pre' | 'production';
  readonly PUBLIC_API_BASE: string;
  readonly PUBLIC_WS_BASE: string;
  readonly PUBLIC_STATIC_PATH: string;
  readonly PUBLIC_WX_APP_ID: string;
  readonly PUBLIC_APP_NAME: string;
  /**
   * Where the customer-service chat lives (Meiqia's standalone chat page); the server's meiqiaSwitch only turns it
   * on. Empty: no chat in this environment.
   */
  readonly PUBLIC_CHAT_URL: string;
  /** The official account's follow link, drawn as a QR code on lesson/attent. */
  readonly PUBLIC_WX_FOLLOW_URL: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
