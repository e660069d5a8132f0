import type { ExternalToast, toast as sonnerToast } from 'sonner';

export const PROCESSING_TOAST_ID = 'processing-request';
export const PROCESSING_MESSAGE = 'Processing your request...';
/** CSS variable: the height of a page's bottom action bar, added to the toaster's bottom offset (decision 0533). */
export const TOAST_CLEARANCE_VAR = '--toast-clearance';

type Toast = typeof sonnerToast;

// sonner is downloaded with the first toast, not with the page (decision 0440): most page loads raise none.
let loaded: Toast | undefined;
let loading: Promise<Toast> | undefined;
const listeners = new Set<() => void>();

/** Downloads sonner once (a failed download is tried again by the next toast). */
export function loadToasts(): Promise<Toast> {
  loading ??= import('sonner').then(
    (module) => {
      loaded = module.toast;
      for (const listener of listeners) listener();
      return module.toast;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Runs `run` with sonner's `toast`: at once when it is here, else once it has arrived (in call order). */
export function withToast(run: (toast: Toast) => void): void {
  if (loaded) return run(loaded);
  loadToasts().then(run, () => undefined);
}

/** Removing toasts needs sonner only if some toast was raised (or is on its way). */
function dismissToast(id?: string): void {
  if (loaded || loading) withToast((toast) => void toast.dismiss(id));
}

/** For the toaster host: whether sonner is here (the toast region is mounted from then on). */
export const toastsLoaded = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: (): boolean => loaded !== undefined,
};

/**
 * The spec's toast slots (success, error, warning, comingSoon). Messages double as ids so the same message
 * never stacks twice (e.g. two failing queries with one error text).
 */
export const notify = {
  success: (message: string, options?: ExternalToast) =>
    withToast((toast) => void toast.success(message, { id: message, ...options })),
  error: (message: string, options?: ExternalToast) =>
    withToast((toast) => void toast.error(message, { id: message, ...options })),
  warning: (message: string, options?: ExternalToast) =>
    withToast((toast) => void toast.warning(message, { id: message, ...options })),
  info: (message: string, options?: ExternalToast) =>
    withToast((toast) => void toast.info(message, { id: message, ...options })),
  comingSoon: (message = 'Coming Soon', options?: ExternalToast) =>
    withToast((toast) => void toast.info(message, { id: `coming-soon:${message}`, ...options })),
  /** The 'Processing your request...' toast (one, fixed id). */
  processing: () =>
    withToast(
      (toast) => void toast.loading(PROCESSING_MESSAGE, { id: PROCESSING_TOAST_ID, duration: Infinity }),
    ),
  /** Removes one toast; its message is its id. */
  dismiss: (message: string) => dismissToast(message),
  dismissAll: () => dismissToast(),
};
