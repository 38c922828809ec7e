export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen; `Infinity` keeps it until dismissed. */
  duration?: number;
}

export interface ToastRecord extends Required<Omit<ToastOptions, 'description'>> {
  id: number;
  description?: string;
}

export interface ToastApi {
  /** Shows a toast, replacing the one on screen, and returns its id. */
  toast: (options: ToastOptions) => number;
  /** Removes the toast with this id, or whichever is showing when no id is given. */
  dismiss: (id?: number) => void;
}
