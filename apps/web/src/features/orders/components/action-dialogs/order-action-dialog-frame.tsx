import type { Order } from '@courier/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Text } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import type { z } from 'zod';
import { FormDialog } from '@/components/ui/form-dialog';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useDelayReasons } from '@/lib/lookups/get-delay-reasons';
import { selectOptions } from '@/lib/lookups/select-options';
import { notifyFailure, notifySuccess, type ToastOutcome } from '../../utils/notify';

/** What every order action dialog is given. */
export interface OrderDialogProps {
  order: Order;
  onClose: () => void;
}

interface FrameProps extends OrderDialogProps {
  /** The dialog's texts: `actions.<texts>.title` and `actions.<texts>.submit` (orders namespace). */
  texts: 'delay' | 'cancel' | 'rate' | 'resend' | 'returnOnSender';
  /** The action's call: busy while pending, its failure shown above the fields. */
  mutation: { isPending: boolean; error: unknown };
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** The shared form dialog, saying which order the action is for. */
export function OrderActionDialogFrame({ texts, order, mutation, ...props }: FrameProps) {
  const { t } = useTranslation('orders');
  return (
    <FormDialog
      title={t(`actions.${texts}.title`)}
      submitLabel={t(`actions.${texts}.submit`)}
      intro={
        <Text size="sm" c="dimmed" mb="sm">
          {t('actions.forOrder', { code: order.code })}
        </Text>
      }
      pending={mutation.isPending}
      error={mutation.error}
      {...props}
    />
  );
}

/** Runs a dialog's call: success toast and close; failure toast, field errors on the fields. */
export async function runOrderAction(
  outcome: ToastOutcome,
  call: () => Promise<unknown>,
  onDone: () => void,
  onFieldErrors: (error: unknown) => void = () => undefined,
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

interface ActionFormOptions<In extends FieldValues, Out> {
  outcome: ToastOutcome;
  call: (values: Out) => Promise<unknown>;
  /** The fields the server's field errors may land on. */
  fields: readonly Path<In>[];
  onClose: () => void;
}

/** A dialog's form checked by its contracts schema; `onSubmit` runs the call with `runOrderAction`. */
export function useOrderActionForm<In extends FieldValues, Out>(
  schema: z.ZodType<Out, In>,
  defaultValues: DefaultValues<In>,
  { outcome, call, fields, onClose }: ActionFormOptions<In, Out>,
) {
  const form = useForm<In, unknown, Out>({ resolver: zodResolver(schema), defaultValues });
  const onSubmit = form.handleSubmit((values) =>
    runOrderAction(
      outcome,
      () => call(values),
      onClose,
      (error) => applyServerFieldErrors(error, form.setError, fields),
    ),
  );
  return { ...form, onSubmit };
}

/** The reasons of a delay or a cancellation as choices, after a first empty one named `placeholder`. */
export function useReasonOptions(placeholder: string) {
  return selectOptions(placeholder, useDelayReasons().data);
}
