// The promotion screens share one lazy chunk (each async chunk adds an entry to the home screen's chunk map).
export { ExtensionClosedPage } from './ExtensionClosedPage';
export { ExtensionDetailPage } from './ExtensionDetailPage';
export { ExtensionIndexPage } from './ExtensionIndexPage';
export { ExtensionPresentPage } from './ExtensionPresentPage';
export { ExtensionRecordPage } from './ExtensionRecordPage';
export { ExtensionSecretsPage } from './ExtensionSecretsPage';
export { ExtensionSharecardPage } from './ExtensionSharecardPage';
export { ExtensionWalletPage } from './ExtensionWalletPage';
