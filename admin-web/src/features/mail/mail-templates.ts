import type { AdminUserView } from '@reelmix/contracts';
import { largestFileMbOf, limitsOf } from '@reelmix/contracts/browser';

export type MailTemplateKey = 'custom' | 'welcome' | 'promotional' | 'follow-up';

export interface MailTemplate {
  key: Exclude<MailTemplateKey, 'custom'>;
  label: string;
  subject: string;
  /** `{{name}}` stands for the recipient's name. */
  body: string;
}

/** docs/product-rules.md#e-mail-to-a-user: three ready texts; the Promotional Offer is 20% off with PRO20. */
export const MAIL_TEMPLATES: readonly MailTemplate[] = [
  {
    key: 'welcome',
    label: 'Welcome Email',
    subject: 'Welcome to Reelmix!',
    body: [
      'Hi {{name}},',
      '',
      'Welcome to Reelmix! We are glad to have you on board.',
      '',
      'Upload your intro, body and call-to-action clips and Reelmix combines them into ready-to-run ad variations in minutes.',
      '',
      'If you have any questions, just reply to this e-mail and we will help you get started.',
      '',
      'Best regards,',
      'The Reelmix Team',
    ].join('\n'),
  },
  {
    key: 'promotional',
    label: 'Promotional Offer',
    subject: 'A special offer for you: 20% off Reelmix Pro',
    body: [
      'Hi {{name}},',
      '',
      'For a limited time you can upgrade to Reelmix Pro with a 20% discount.',
      '',
      `Use the code PRO20 at checkout to get up to ${limitsOf('pro').maxCombinations} combinations per job, ${largestFileMbOf('pro')}MB uploads and priority processing.`,
      '',
      'Best regards,',
      'The Reelmix Team',
    ].join('\n'),
  },
  {
    key: 'follow-up',
    label: 'Follow-up',
    subject: 'How is Reelmix working for you?',
    body: [
      'Hi {{name}},',
      '',
      'We wanted to check in and see how your video ads are coming along.',
      '',
      'Is there anything we can help with, or a feature you would like to see? Just reply to this e-mail; we read every answer.',
      '',
      'Best regards,',
      'The Reelmix Team',
    ].join('\n'),
  },
];

export const TEMPLATE_OPTIONS: ReadonlyArray<{ value: MailTemplateKey; label: string }> = [
  { value: 'custom', label: 'Custom Email' },
  ...MAIL_TEMPLATES.map((template) => ({ value: template.key, label: template.label })),
];

/** The name a template greets: the user's name, else the part of the e-mail before the @. */
export function greetingName(user: Pick<AdminUserView, 'email' | 'name' | 'firstName' | 'lastName'>): string {
  const name = user.name?.trim() || [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.email.split('@')[0];
}

/** A template's subject and message for one recipient, or undefined for Custom Email. */
export function fillTemplate(key: MailTemplateKey, name: string): { subject: string; message: string } | undefined {
  const template = MAIL_TEMPLATES.find((candidate) => candidate.key === key);
  if (!template) return undefined;
  const fill = (text: string) => text.replaceAll('{{name}}', name);
  return { subject: fill(template.subject), message: fill(template.body) };
}
