import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

export type ProductOutcome = 'added' | 'modified' | 'deleted';

/** spec §8's toasts: "added successfully" … / "failed to add" … with the server's reason. */
export function notifyProduct(outcome: ProductOutcome, error?: unknown): void {
  if (error === undefined) {
    toast.success(i18n.t(`products:toasts.${outcome}`));
    return;
  }
  const message = i18n.t(`products:toasts.${outcome}Failed`);
  toast.failure(isApiError(error) ? `${message}: ${error.message}` : message);
}
