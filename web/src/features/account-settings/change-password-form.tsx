import { zodResolver } from '@hookform/resolvers/zod';
import { Button, useToast } from '@reelmix/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { changePassword } from '../../api/sessions';
import { queryKeys } from '../../lib/query-keys';
import { serverMessage } from '../../lib/server-message';
import { NEW_PASSWORD_HINT, newPasswordField } from '../account/account-schemas';
import { FormField } from '../account/form-field';

const changeSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required'),
    newPassword: newPasswordField,
    confirmPassword: z.string(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });
type ChangeValues = z.infer<typeof changeSchema>;

const EMPTY: ChangeValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Changing the password while signed in: this device stays signed in, every other one is signed out. */
export function ChangePasswordForm() {
  const titleId = useId();
  const { toast } = useToast();
  const client = useQueryClient();
  const change = useMutation({ mutationFn: changePassword });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ChangeValues>({ resolver: zodResolver(changeSchema), defaultValues: EMPTY });

  const submit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: ({ ended }) => {
        reset(EMPTY);
        void client.invalidateQueries({ queryKey: queryKeys.sessions });
        const others = ended === 0 ? '' : ` ${ended} other ${ended === 1 ? 'device was' : 'devices were'} signed out.`;
        toast({ title: 'Password Updated', description: `Your password has been changed.${others}`, variant: 'success' });
      },
      onError: (error) =>
        toast({ title: 'Failed to Change Password', description: serverMessage(error) ?? 'An unknown error occurred', variant: 'destructive' }),
    }),
  );

  return (
    <section className="account-settings__section" aria-labelledby={titleId}>
      <h2 id={titleId} className="account-settings__title">
        Password
      </h2>
      <form className="form" onSubmit={submit} noValidate aria-label="Change Password">
        <FormField
          label="Current Password"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <FormField
          label="New Password"
          type="password"
          autoComplete="new-password"
          hint={NEW_PASSWORD_HINT}
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <FormField
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" loading={change.isPending}>
          Change Password
        </Button>
      </form>
    </section>
  );
}
