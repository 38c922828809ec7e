import { zodResolver } from '@hookform/resolvers/zod';
import { Button, useToast } from '@reelmix/ui';
import { useForm } from 'react-hook-form';
import type { PaymentDialogMode } from '../payment/payment-dialog';
import { registerSchema, type RegisterValues } from './account-schemas';
import { FormField } from './form-field';
import { registrationFailureMessage, useCheckRegistration } from './use-check-registration';

export type RegistrationForPayment = Extract<PaymentDialogMode, { kind: 'register' }>['registration'];

interface RegisterFormProps {
  /** The visitor came for Pro (`signup=pro`). */
  requestedPro: boolean;
  /** From the page's `via` or `ref` parameter. */
  referralCode: string;
  /** The form and the address passed the check: the card step comes next. */
  onReadyForPayment: (registration: RegistrationForPayment) => void;
}

/** The Register tab (docs/product-rules.md#registration-trial-and-billing, step 1). The account is only created after the card step. */
export function RegisterForm({ requestedPro, referralCode, onReadyForPayment }: RegisterFormProps) {
  const { toast } = useToast();
  const check = useCheckRegistration();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: { email: '', password: '', confirmPassword: '', referralCode },
  });

  const submit = handleSubmit((values) => {
    const code = values.referralCode || undefined;
    check.mutate(
      { email: values.email, password: values.password, confirmPassword: values.confirmPassword, requestedPro, referralCode: code },
      {
        onSuccess: () => {
          toast({
            title: 'Please complete payment',
            description: 'Add your payment method to complete registration and start your 7-day free trial.',
          });
          onReadyForPayment({ email: values.email, password: values.password, referralCode: code, requestedPro });
        },
        onError: (error) => toast({ title: 'Registration failed', description: registrationFailureMessage(error), variant: 'destructive' }),
      },
    );
  });

  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Register">
      <FormField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <FormField label="Password" type="password" autoComplete="new-password" error={errors.password?.message} {...register('password')} />
      <FormField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <FormField
        label="Referral Code (optional)"
        autoComplete="off"
        maxLength={64}
        error={errors.referralCode?.message}
        {...register('referralCode')}
      />
      <Button type="submit" fullWidth loading={check.isPending}>
        {check.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
