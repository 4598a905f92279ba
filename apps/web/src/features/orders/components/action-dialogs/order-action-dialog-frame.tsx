import type { Order } from '@courier/contracts';
import { Text } from '@mantine/core';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form-dialog';
import { useDelayReasons } from '@/lib/lookups/get-delay-reasons';
import { notifyFailure, notifySuccess, type ToastOutcome } from '../../utils/notify';

/** What every order action dialog is given. */
export interface OrderDialogProps {
  order: Order;
  onClose: () => void;
}

type FrameProps = Omit<ComponentProps<typeof FormDialog>, 'intro'> & { code: string };

/** The shared form dialog, saying which order the action is for. */
export function OrderActionDialogFrame({ code, ...props }: FrameProps) {
  const { t } = useTranslation('orders');
  return (
    <FormDialog
      intro={
        <Text size="sm" c="dimmed" mb="sm">
          {t('actions.forOrder', { code })}
        </Text>
      }
      {...props}
    />
  );
}

/** Runs a dialog's call: success toast and close; failure toast, field errors on the fields. */
export async function runOrderAction(
  outcome: ToastOutcome,
  call: () => Promise<unknown>,
  onDone: () => void,
  onFieldErrors: (error: unknown) => void,
) {
  try {
    await call();
    notifySuccess(outcome);
    onDone();
  } catch (error) {
    notifyFailure(outcome, error);
    onFieldErrors(error);
  }
}

/** The reasons of a delay or a cancellation as choices, after a first empty one named `placeholder`. */
export function useReasonOptions(placeholder: string) {
  const reasons = useDelayReasons();
  return [
    { value: '', label: placeholder },
    ...(reasons.data ?? []).map((r) => ({ value: String(r.id), label: r.name })),
  ];
}
