import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

/** The outcomes spec §8 names a toast for. */
export type ToastOutcome = 'added' | 'modified' | 'deleted' | 'searched' | 'statusChanged';

const failureOf: Record<ToastOutcome, string> = {
  added: 'addFailed',
  modified: 'editFailed',
  deleted: 'deleteFailed',
  searched: 'searchFailed',
  statusChanged: 'statusChangeFailed',
};

/** "added successfully" and friends, titled "Success" by the one toast helper. */
export function notifySuccess(outcome: ToastOutcome): void {
  toast.success(i18n.t(`orders:toasts.${outcome}`));
}

/** "failed to add" and friends, titled "Failure", followed by the server's reason when it gave one. */
export function notifyFailure(outcome: ToastOutcome, error: unknown): void {
  const message = i18n.t(`orders:toasts.${failureOf[outcome]}`);
  toast.failure(
    isApiError(error) ? i18n.t('orders:toasts.withReason', { message, reason: error.message }) : message,
  );
}
