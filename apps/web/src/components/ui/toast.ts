import { notifications } from '@mantine/notifications';
import { i18n } from '@/lib/i18n';

/**
 * The one toast helper (spec §8): success toasts are titled "Success"/"نجاح", failures
 * "Failure"/"فشل". Messages must already be in the user's language.
 */
export const toast = {
  success(message: string): void {
    show(i18n.t('common:toast.success'), message, 'teal.9', 4000);
  },
  failure(message: string): void {
    show(i18n.t('common:toast.failure'), message, 'red.9', 6000);
  },
};

function show(title: string, message: string, color: string, autoClose: number): void {
  notifications.show({
    title,
    message,
    color,
    autoClose,
    closeButtonProps: { 'aria-label': i18n.t('common:close') },
  });
}
