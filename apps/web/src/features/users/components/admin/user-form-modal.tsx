import { zodResolver } from '@hookform/resolvers/zod';
import {
  adminUserForm,
  roles,
  type AdminUpdateUserInput,
  type AdminUserFormValues,
  type AdminUserView,
} from '@kodesha/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ErrorText } from '@/components/ui/error-text';
import { Field } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { controlClass } from '@/components/ui/select-field';
import { applyServerErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toasts';
import { useTranslateMessage } from '@/lib/use-message';
import { useCreateAdminUser } from '../../api/admin-create-user';
import { useUpdateAdminUser } from '../../api/admin-update-user';

/** Which form is open: a new account, or an existing one. */
export type UserFormTarget = { kind: 'create' } | { kind: 'edit'; user: AdminUserView };

type Output = z.output<typeof adminUserForm>;
const fields = ['name', 'email', 'role', 'password', 'phone_number'] as const;

/** The fields; the footer's submit button sends them (`formId`). */
function UserForm({
  formId,
  user,
  self,
  onSave,
}: {
  formId: string;
  user: AdminUserView | undefined;
  self: boolean;
  onSave: (values: Output) => Promise<void>;
}) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const roleId = useId();
  const [formError, setFormError] = useState<string>();
  const { register, handleSubmit, setError, formState } = useForm<
    AdminUserFormValues,
    unknown,
    Output
  >({
    resolver: zodResolver(adminUserForm),
    defaultValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      role: user?.role ?? 'client',
      phone_number: user?.phone_number ?? '',
      password: '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await onSave(values);
    } catch (error) {
      setFormError(applyServerErrors(error, fields, setError, translate));
    }
  });

  return (
    <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4">
      {formError && <Alert tone="error">{formError}</Alert>}
      <Field
        label={t('adminUsers.form.name')}
        autoComplete="off"
        data-autofocus
        error={formState.errors.name?.message}
        {...register('name')}
      />
      <Field
        label={t('adminUsers.form.email')}
        type="email"
        autoComplete="off"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      {self ? (
        // Nobody demotes themself (rules §8.5): the role is shown, not offered.
        <div>
          <p className="mb-1 text-sm font-medium text-stone-800">{t('adminUsers.form.role')}</p>
          <p className="text-stone-900">{t(`adminUsers.roles.${user?.role ?? 'admin'}`)}</p>
          <p className="text-xs text-stone-600">{t('adminUsers.form.ownRoleHint')}</p>
        </div>
      ) : (
        <div>
          <label htmlFor={roleId} className="mb-1 block text-sm font-medium text-stone-800">
            {t('adminUsers.form.role')}
          </label>
          <select
            id={roleId}
            className={controlClass}
            aria-invalid={formState.errors.role ? true : undefined}
            aria-describedby={formState.errors.role ? `${roleId}-error` : undefined}
            {...register('role')}
          >
            {roles.map((role) => (
              <option key={role} value={role}>
                {t(`adminUsers.roles.${role}`)}
              </option>
            ))}
          </select>
          <ErrorText id={`${roleId}-error`} text={formState.errors.role?.message} />
        </div>
      )}
      <Field
        label={t('adminUsers.form.phone')}
        type="tel"
        autoComplete="off"
        placeholder="+250 788 123 456"
        error={formState.errors.phone_number?.message}
        {...register('phone_number')}
      />
      {self ? (
        // An admin's own password is changed in Settings, with the current one.
        <p className="text-sm text-stone-700">{t('adminUsers.form.ownPasswordHint')}</p>
      ) : (
        <Field
          label={t('adminUsers.form.password')}
          type="password"
          autoComplete="new-password"
          hint={
            user ? t('adminUsers.form.passwordEditHint') : t('adminUsers.form.passwordCreateHint')
          }
          error={formState.errors.password?.message}
          {...register('password')}
        />
      )}
    </form>
  );
}

/** The temporary password, this once, for the admin to hand over (rules §8.5). */
function TemporaryPassword({ email, password }: { email: string; password: string }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [copy, setCopy] = useState<'copied' | 'failed'>();
  const input = useRef<HTMLInputElement>(null);
  // The button that was pressed is gone: focus (and select) the password, ready to copy.
  useEffect(() => input.current?.focus(), []);
  const onCopy = () => {
    if (!navigator.clipboard) {
      setCopy('failed');
      return;
    }
    navigator.clipboard.writeText(password).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };
  return (
    <div className="space-y-4">
      <p className="text-stone-800">{t('adminUsers.created.intro')}</p>
      <dl className="space-y-1">
        <dt className="text-sm font-medium text-stone-600">{t('adminUsers.created.email')}</dt>
        <dd className="[overflow-wrap:anywhere] font-semibold text-stone-900">{email}</dd>
      </dl>
      <div>
        <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-stone-800">
          {t('adminUsers.created.password')}
        </label>
        <div className="flex gap-2">
          <input
            ref={input}
            id={inputId}
            readOnly
            value={password}
            onFocus={(event) => event.currentTarget.select()}
            className={`${controlClass} min-w-0 flex-1 font-mono tracking-wider`}
          />
          <Button variant="secondary" onClick={onCopy}>
            {copy === 'copied' ? t('adminUsers.created.copied') : t('adminUsers.created.copy')}
          </Button>
        </div>
        <p role="status" className="mt-1 min-h-5 text-sm text-stone-600">
          {copy === 'failed' ? t('adminUsers.created.copyFailed') : ''}
        </p>
      </div>
      <Alert tone="warning">{t('adminUsers.created.mustChange')}</Alert>
    </div>
  );
}

/**
 * Create or edit an account (rules §8.5): name, email and role; phone and password
 * optional. A new account with a blank password gets a temporary one, shown here once.
 */
export function UserFormModal({
  target,
  selfId,
  onClose,
}: {
  target: UserFormTarget | undefined;
  selfId: number | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const create = useCreateAdminUser();
  const update = useUpdateAdminUser();
  const [created, setCreated] = useState<{ email: string; password: string }>();
  const user = target?.kind === 'edit' ? target.user : undefined;
  const self = user !== undefined && user.id === selfId;
  const busy = create.isPending || update.isPending;

  const close = () => {
    setCreated(undefined);
    onClose();
  };

  const save = async (values: Output) => {
    if (user) {
      const change: Partial<AdminUpdateUserInput> & { id: number } = {
        id: user.id,
        name: values.name,
        email: values.email,
        // A blank phone clears it; the role and password go only when they change.
        phone_number: values.phone_number ?? '',
        ...(!self && values.role !== user.role ? { role: values.role } : {}),
        ...(!self && values.password ? { password: values.password } : {}),
      };
      try {
        await update.mutateAsync(change);
      } catch (error) {
        toast.error(t('messages.userUpdateFailed'));
        throw error;
      }
      toast.success(t('messages.userUpdated'));
      close();
      return;
    }
    let answer;
    try {
      answer = await create.mutateAsync({
        name: values.name,
        email: values.email,
        role: values.role,
        ...(values.password ? { password: values.password } : {}),
        ...(values.phone_number ? { phone_number: values.phone_number } : {}),
      });
    } catch (error) {
      toast.error(t('messages.userCreateFailed'));
      throw error;
    }
    toast.success(t('messages.userCreated'));
    if (answer.temporary_password)
      setCreated({ email: answer.data.email, password: answer.temporary_password });
    else close();
  };

  const title = created
    ? t('adminUsers.created.title')
    : user
      ? t('adminUsers.form.editTitle')
      : t('adminUsers.form.createTitle');

  return (
    <Modal
      open={target !== undefined}
      onClose={close}
      title={title}
      footer={
        created ? (
          <Button onClick={close}>{t('adminUsers.created.done')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close}>
              {t('adminUsers.form.cancel')}
            </Button>
            <Button type="submit" form={formId} disabled={busy} aria-busy={busy || undefined}>
              {user
                ? busy
                  ? t('adminUsers.form.saving')
                  : t('adminUsers.form.save')
                : busy
                  ? t('adminUsers.form.creating')
                  : t('adminUsers.form.create')}
            </Button>
          </>
        )
      }
    >
      {created ? (
        <TemporaryPassword email={created.email} password={created.password} />
      ) : (
        <UserForm formId={formId} user={user} self={self} onSave={save} />
      )}
    </Modal>
  );
}
