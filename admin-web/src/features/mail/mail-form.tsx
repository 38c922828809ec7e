import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminUserView } from '@reelmix/contracts';
import { Button, useToast } from '@reelmix/ui';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { FormField, SelectField, TextareaField } from '../../components/form-field';
import { useSendUserMail } from '../../hooks/use-send-user-mail';
import { messageOr } from '../../lib/server-message';
import { buildRoute, ROUTES } from '../../routes';
import { mailSchema, type MailValues } from './mail-schema';
import { fillTemplate, greetingName, TEMPLATE_OPTIONS, type MailTemplateKey } from './mail-templates';

interface MailFormProps {
  user: AdminUserView;
  /** False while e-mail is not configured (or not known to be): the form shows but cannot send. */
  canSend: boolean;
}

/** The composer's form (docs/product-rules.md#e-mail-to-a-user): template, Subject and a 12-row Message. */
export function MailForm({ user, canSend }: MailFormProps) {
  const { toast } = useToast();
  const navigate = useNavigate();
  const send = useSendUserMail(user.id);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<MailValues>({ resolver: zodResolver(mailSchema), defaultValues: { template: 'custom', subject: '', message: '' } });

  const templateField = register('template', {
    onChange: (event: { target: { value: string } }) => {
      const filled = fillTemplate(event.target.value as MailTemplateKey, greetingName(user));
      if (!filled) return;
      setValue('subject', filled.subject, { shouldValidate: Boolean(errors.subject) });
      setValue('message', filled.message, { shouldValidate: Boolean(errors.message) });
    },
  });

  const submit = handleSubmit((values) =>
    send.mutate(
      { subject: values.subject.trim(), message: values.message, template: values.template, to: user.email },
      {
        onSuccess: () => {
          toast({ title: 'Email Sent', description: `Email successfully sent to ${user.email}`, variant: 'success' });
          void navigate(buildRoute(ROUTES.userDetail, { params: { id: user.id } }));
        },
        onError: (error) => toast({ title: 'Failed to Send Email', description: messageOr(error, 'An unknown error occurred'), variant: 'destructive' }),
      },
    ),
  );

  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Send Email">
      <SelectField label="Template (optional)" options={TEMPLATE_OPTIONS} {...templateField} />
      <FormField label="Subject" error={errors.subject?.message} {...register('subject')} />
      <TextareaField label="Message" rows={12} error={errors.message?.message} {...register('message')} />
      <div className="form__actions">
        <Button type="submit" loading={send.isPending} disabled={!canSend}>
          Send Email
        </Button>
      </div>
    </form>
  );
}
