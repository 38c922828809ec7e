import { zodResolver } from '@hookform/resolvers/zod';
import { Button, useToast } from '@reelmix/ui';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../routes';
import { resetPasswordSchema, type ResetPasswordValues } from './account-schemas';
import { FormField } from './form-field';
import { resetFailureMessage, useResetPassword } from './use-reset-password';

/** The form behind an e-mailed reset link (docs/product-rules.md#password-reset). */
export function ResetPasswordForm({ token }: { token: string }) {
  const { toast } = useToast();
  const navigate = useNavigate();
  const reset = useResetPassword(token);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordValues>({ resolver: zodResolver(resetPasswordSchema), defaultValues: { password: '', confirmPassword: '' } });

  const submit = handleSubmit((values) =>
    reset.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Password Reset Successful', description: 'You can now log in with your new password.', variant: 'success' });
        void navigate(ROUTES.login);
      },
      onError: (error) => toast({ title: 'Password Reset Failed', description: resetFailureMessage(error), variant: 'destructive' }),
    }),
  );

  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Reset Password">
      <FormField label="New Password" type="password" autoComplete="new-password" error={errors.password?.message} {...register('password')} />
      <FormField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" fullWidth loading={reset.isPending}>
        {reset.isPending ? 'Resetting...' : 'Reset Password'}
      </Button>
    </form>
  );
}
