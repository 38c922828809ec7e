import { zodResolver } from '@hookform/resolvers/zod';
import type { EmailSettingsView } from '@reelmix/contracts';
import { Button, useToast } from '@reelmix/ui';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { FormField, SelectField } from '../../components/form-field';
import { useSaveEmailSettings } from '../../hooks/use-save-email-settings';
import { messageOr } from '../../lib/server-message';
import { emailSettingsSchema, ENCRYPTION_OPTIONS, toFormValues, type EmailSettingsValues } from './email-settings-schema';

/**
 * Email Settings (docs/product-rules.md#e-mail-settings). The page remounts it after a save (keyed on whether a
 * password is stored), so the rules and the starting values follow what the server now holds.
 */
export function EmailSettingsForm({ settings }: { settings: EmailSettingsView }) {
  const { toast } = useToast();
  const save = useSaveEmailSettings();
  const schema = useMemo(() => emailSettingsSchema(settings.smtpPasswordSet), [settings.smtpPasswordSet]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<EmailSettingsValues>({ resolver: zodResolver(schema), defaultValues: toFormValues(settings) });

  const submit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        reset(toFormValues(saved));
        toast({ title: 'Settings saved', description: 'Outgoing e-mail now uses these settings.', variant: 'success' });
      },
      onError: (error) => toast({ title: 'Failed to save settings', description: messageOr(error, 'An unknown error occurred'), variant: 'destructive' }),
    }),
  );

  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Email Settings">
      <div className="form__row">
        <FormField label="SMTP Host" placeholder="smtp.example.com" autoComplete="off" error={errors.smtpHost?.message} {...register('smtpHost')} />
        <FormField label="SMTP Port" type="number" inputMode="numeric" min={1} max={65535} error={errors.smtpPort?.message} {...register('smtpPort', { valueAsNumber: true })} />
      </div>
      <div className="form__row">
        <FormField label="SMTP Username" autoComplete="off" error={errors.smtpUsername?.message} {...register('smtpUsername')} />
        <FormField
          label="SMTP Password"
          type="password"
          autoComplete="new-password"
          hint={settings.smtpPasswordSet ? 'A password is saved. Leave blank to keep it.' : undefined}
          error={errors.smtpPassword?.message}
          {...register('smtpPassword')}
        />
      </div>
      <SelectField label="Encryption" options={ENCRYPTION_OPTIONS} error={errors.smtpEncryption?.message} {...register('smtpEncryption')} />
      <div className="form__row">
        <FormField label="Sender Email" type="email" placeholder="noreply@example.com" error={errors.senderEmail?.message} {...register('senderEmail')} />
        <FormField label="Sender Name" error={errors.senderName?.message} {...register('senderName')} />
      </div>
      <div className="form__actions">
        <Button type="submit" loading={save.isPending}>
          Save Settings
        </Button>
      </div>
    </form>
  );
}
