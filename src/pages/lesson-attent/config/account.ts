import { appName, staticPath } from '@/shared/config';

/** The official account to follow: its name and the QR code image on the static host. */
export const officialAccount = {
  name: `${appName}服务号`,
  qrCodeUrl: `${staticPath}/cover/attent-1.svg`,
};
