import {
  addStaffBodySchema,
  staffPasswordBodySchema,
  staffRoleBodySchema,
  staffRoles,
  type StaffAccount,
  type StaffRole,
} from '@courier/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { NativeSelect, PasswordInput, TextInput } from '@mantine/core';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { FormDialog } from '@/components/ui/form-dialog';
import { toast } from '@/components/ui/toast';
import { useFormError } from '@/components/ui/use-form-error';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useChangeStaff, type StaffChange } from '../api/change-staff';

/** Add a member (no `member`), change a member's role, or set a member's new password. */
export type StaffFormMode = 'add' | 'role' | 'password';

interface StaffValues {
  name: string;
  email: string;
  role: string;
  password: string;
}

const schemas = { add: addStaffBodySchema, role: staffRoleBodySchema, password: staffPasswordBodySchema };
const fieldNames = ['name', 'email', 'role', 'password'] as const;

export function StaffFormDialog({
  mode,
  member,
  onClose,
}: {
  mode: StaffFormMode;
  member?: StaffAccount | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation(['ops-staff', 'ops']);
  const errorText = useFormError();
  const change = useChangeStaff();
  const { register, handleSubmit, setError, formState } = useForm<StaffValues>({
    resolver: zodResolver(schemas[mode] as never) as unknown as Resolver<StaffValues>,
    defaultValues: { name: '', email: '', role: member?.role ?? 'ops', password: '' },
  });
  const errors = formState.errors;
  const f = {
    name: register('name'),
    email: register('email'),
    role: register('role'),
    password: register('password'),
  };

  const onSubmit = handleSubmit(async (values) => {
    const id = member?.id ?? 0;
    const request: StaffChange =
      mode === 'add'
        ? { kind: 'add', values: values as never }
        : mode === 'role'
          ? { kind: 'role', id, role: values.role as StaffRole }
          : { kind: 'password', id, password: values.password };
    try {
      await change.mutateAsync(request);
      toast.success(t(`ops-staff:done.${mode}`, { name: member?.name ?? values.name }));
      onClose();
    } catch (error) {
      applyServerFieldErrors(error, setError, fieldNames);
    }
  });

  const roleSelect = (
    <NativeSelect
      label={t('ops-staff:fields.role')}
      required
      data={staffRoles.map((role) => ({ value: role, label: t(`ops:roles.${role}`) }))}
      error={errorText(errors.role)}
      {...f.role}
    />
  );
  const passwordInput = (
    <PasswordInput
      label={mode === 'add' ? t('ops-staff:fields.password') : t('ops-staff:fields.newPassword')}
      description={t('ops-staff:fields.passwordRule')}
      required
      autoComplete="new-password"
      error={errorText(errors.password)}
      visibilityToggleButtonProps={{ 'aria-label': t('ops-staff:fields.togglePassword') }}
      {...f.password}
    />
  );

  return (
    <FormDialog
      title={t(`ops-staff:titles.${mode}`, { name: member?.name ?? '' })}
      intro={mode === 'password' ? <p>{t('ops-staff:passwordIntro')}</p> : undefined}
      submitLabel={t(`ops-staff:submit.${mode}`)}
      pending={change.isPending}
      error={change.error}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {mode === 'add' && (
        <>
          <TextInput
            label={t('ops-staff:fields.name')}
            required
            data-autofocus
            error={errorText(errors.name)}
            {...f.name}
          />
          <TextInput
            label={t('ops-staff:fields.email')}
            type="email"
            dir="ltr"
            required
            autoComplete="off"
            error={errorText(errors.email)}
            {...f.email}
          />
        </>
      )}
      {mode !== 'password' && roleSelect}
      {mode !== 'role' && passwordInput}
    </FormDialog>
  );
}
