export { $codeSentAt, RESEND_SECONDS, sendCodeClicked } from './model/sms-send';
export { SendCodeButton } from './ui/SendCodeButton';
