export { CODE_PATTERN, MOBILE_PATTERN, RESEND_SECONDS } from './lib/validate';
export { createSmsCode, type SmsCodeConfig, type SmsCodeModel } from './model/sms-code';
export { SmsCodeField, type SmsCodeFieldProps } from './ui/SmsCodeField';
