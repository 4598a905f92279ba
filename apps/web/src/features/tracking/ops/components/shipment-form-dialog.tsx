import { opsShipmentBodySchema, type OpsShipmentDetails, type OpsShipmentForm } from '@courier/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextInput } from '@mantine/core';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { FormDialog } from '@/components/ui/form-dialog';
import { toast } from '@/components/ui/toast';
import { useFormError } from '@/components/ui/use-form-error';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useChangeShipment } from '../api/change-shipment';

interface ShipmentValues {
  code: string;
  carrier: string;
  status: string;
  origin: string;
  destination: string;
  client_id: string;
}

const fieldNames = ['code', 'carrier', 'status', 'origin', 'destination', 'client_id'] as const;

/** Add a shipment (no `shipment`) or edit one; `onSaved` gets the saved shipment. */
export function ShipmentFormDialog({
  shipment,
  onSaved,
  onClose,
}: {
  shipment?: OpsShipmentDetails | undefined;
  onSaved: (saved: OpsShipmentDetails) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('ops-tracking');
  const errorText = useFormError();
  const change = useChangeShipment();
  const { register, handleSubmit, setError, formState } = useForm<ShipmentValues>({
    resolver: zodResolver(opsShipmentBodySchema as never) as unknown as Resolver<ShipmentValues>,
    defaultValues: {
      code: shipment?.code ?? '',
      carrier: shipment?.carrier ?? '',
      status: shipment?.status ?? '',
      origin: shipment?.origin ?? '',
      destination: shipment?.destination ?? '',
      client_id: shipment?.client_id === null || !shipment ? '' : String(shipment.client_id),
    },
  });
  const errors = formState.errors;
  const first = register('code');

  const onSubmit = handleSubmit(async (values) => {
    const form = values as OpsShipmentForm;
    try {
      const saved = await change.mutateAsync(
        shipment ? { kind: 'edit', id: shipment.id, values: form } : { kind: 'add', values: form },
      );
      toast.success(t(shipment ? 'done.edited' : 'done.added', { code: saved!.code }));
      onSaved(saved!);
    } catch (error) {
      applyServerFieldErrors(error, setError, fieldNames);
    }
  });

  /** The fields after the code: the required ones first; the client number is typed in Latin digits. */
  const rest = [
    { name: 'carrier', required: true },
    { name: 'status', required: true },
    { name: 'origin', required: false },
    { name: 'destination', required: false },
    { name: 'client_id', required: false },
  ] as const;

  return (
    <FormDialog
      title={shipment ? t('titles.edit', { code: shipment.code }) : t('titles.add')}
      submitLabel={shipment ? t('actions.save') : t('actions.add')}
      pending={change.isPending}
      error={change.error}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextInput
        label={t('fields.code')}
        description={t('fields.codeHint')}
        required
        dir="ltr"
        autoComplete="off"
        data-autofocus
        error={errorText(errors.code)}
        {...first}
      />
      {rest.map(({ name, required }) => (
        <TextInput
          key={name}
          label={t(`fields.${name}`)}
          description={name === 'client_id' ? t('fields.clientHint') : undefined}
          required={required}
          dir={name === 'client_id' ? 'ltr' : undefined}
          inputMode={name === 'client_id' ? 'numeric' : undefined}
          autoComplete="off"
          error={errorText(errors[name])}
          {...register(name)}
        />
      ))}
    </FormDialog>
  );
}
