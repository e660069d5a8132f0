import { toast, type ExternalToast } from 'sonner';

export const PROCESSING_TOAST_ID = 'processing-request';
export const PROCESSING_MESSAGE = 'Processing your request...';

/**
 * The spec's toast slots (success, error, warning, comingSoon). Messages double as ids so the same message
 * never stacks twice (e.g. two failing queries with one error text).
 */
export const notify = {
  success: (message: string, options?: ExternalToast) => toast.success(message, { id: message, ...options }),
  error: (message: string, options?: ExternalToast) => toast.error(message, { id: message, ...options }),
  warning: (message: string, options?: ExternalToast) => toast.warning(message, { id: message, ...options }),
  info: (message: string, options?: ExternalToast) => toast.info(message, { id: message, ...options }),
  comingSoon: (message = 'Coming Soon', options?: ExternalToast) =>
    toast.info(message, { id: `coming-soon:${message}`, ...options }),
  /** Removes one toast; its message is its id. */
  dismiss: (message: string) => toast.dismiss(message),
  dismissAll: () => toast.dismiss(),
};
