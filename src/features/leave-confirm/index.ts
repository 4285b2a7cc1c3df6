export { useLeaveConfirm } from './lib/use-leave-confirm';
