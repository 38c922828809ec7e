import { zodResolver } from '@hookform/resolvers/zod';
import { Button, useToast } from '@reelmix/ui';
import { useForm } from 'react-hook-form';
import { FormField } from '../../components/form-field';
import { useChangeAdminPassword } from '../../hooks/use-change-admin-password';
import { messageOr } from '../../lib/server-message';
import { EMPTY_PASSWORDS, passwordSchema, type PasswordValues } from './profile-schemas';

/** docs/product-rules.md#admin-profile: the current, new and confirmed password. */
export function PasswordForm() {
  const { toast } = useToast();
  const change = useChangeAdminPassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PasswordValues>({ resolver: zodResolver(passwordSchema), defaultValues: EMPTY_PASSWORDS });

  const submit = handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          reset(EMPTY_PASSWORDS);
          toast({ title: 'Password Updated', description: 'Your password has been changed successfully.', variant: 'success' });
        },
        onError: (error) =>
          toast({ title: 'Failed to Change Password', description: messageOr(error, 'An unknown error occurred'), variant: 'destructive' }),
      },
    ),
  );

  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Change Password">
      <FormField label="Current Password" type="password" autoComplete="current-password" error={errors.currentPassword?.message} {...register('currentPassword')} />
      <FormField label="New Password" type="password" autoComplete="new-password" error={errors.newPassword?.message} {...register('newPassword')} />
      <FormField
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <div className="form__actions">
        <Button type="submit" loading={change.isPending}>
          Update Password
        </Button>
      </div>
    </form>
  );
}
