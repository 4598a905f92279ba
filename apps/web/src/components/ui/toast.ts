import { notifications } from '@mantine/notifications';
import { i18n } from '@/lib/i18n';

/** A toast that says the state of one thing (the connection): a new one replaces the last, never stacks. */
export interface ToastOptions {
  /** Toasts with the same key replace each other. */
  key?: string;
}

/**
 * The one toast helper (spec §8): success toasts are titled "Success"/"نجاح", failures
 * "Failure"/"فشل". Messages must already be in the user's language.
 */
export const toast = {
  success(message: string, options: ToastOptions = {}): void {
    show(i18n.t('common:toast.success'), message, 'teal.9', 4000, options.key);
  },
  failure(message: string, options: ToastOptions = {}): void {
    show(i18n.t('common:toast.failure'), message, 'red.9', 6000, options.key);
  },
  /** News from the server (a pushed notification), titled by the caller; `sticky` stays until closed. */
  info(title: string, message: string, options: { sticky?: boolean } = {}): void {
    show(title, message, 'blue.9', options.sticky ? false : 8000);
  },
};

function show(title: string, message: string, color: string, autoClose: number | false, key?: string): void {
  // Mantine ignores a show() whose id is already on screen: the old one goes first, then the new one.
  if (key) notifications.hide(key);
  notifications.show({
    ...(key ? { id: key } : {}),
    title,
    message,
    color,
    autoClose,
    closeButtonProps: { 'aria-label': i18n.t('common:close') },
  });
}
