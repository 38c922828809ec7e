import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminView } from '@reelmix/contracts';
import { Button, useToast } from '@reelmix/ui';
import { useForm } from 'react-hook-form';
import { FormField } from '../../components/form-field';
import { useUpdateAdminProfile } from '../../hooks/use-update-admin-profile';
import { messageOr } from '../../lib/server-message';
import { profileSchema, type ProfileValues } from './profile-schemas';

/** docs/product-rules.md#admin-profile: first name, last name and e-mail. */
export function ProfileForm({ profile }: { profile: AdminView }) {
  const { toast } = useToast();
  const update = useUpdateAdminProfile();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: { firstName: profile.firstName, lastName: profile.lastName, email: profile.email },
  });

  const submit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (admin) => {
        reset({ firstName: admin.firstName, lastName: admin.lastName, email: admin.email });
        toast({ title: 'Profile Updated', description: 'Your profile has been updated successfully.', variant: 'success' });
      },
      onError: (error) => toast({ title: 'Failed to Update', description: messageOr(error, 'An unknown error occurred'), variant: 'destructive' }),
    }),
  );

  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Profile">
      <div className="form__row">
        <FormField label="First Name" autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
        <FormField label="Last Name" autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
      </div>
      <FormField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <div className="form__actions">
        <Button type="submit" loading={update.isPending}>
          Save Changes
        </Button>
      </div>
    </form>
  );
}
