export { useLeaveConfirm } from './use-leave-confirm';
