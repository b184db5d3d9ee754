export { actionToastDuration, toast, type OtherActionToast, type UndoToast } from './toast';
export { useOwnedToasts } from './use-owned-toasts';
