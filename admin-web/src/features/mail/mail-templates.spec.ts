import { describe, expect, it } from 'vitest';
import { aUser } from '../../../test/admin-builders';
import { fillTemplate, greetingName, MAIL_TEMPLATES } from './mail-templates';

describe('greetingName', () => {
  it('prefers the name, then first and last name, then the part of the e-mail before the @', () => {
    expect(greetingName(aUser({ name: 'Maria L.' }))).toBe('Maria L.');
    expect(greetingName(aUser({ name: undefined, firstName: 'Maria', lastName: '' }))).toBe('Maria');
    expect(greetingName(aUser({ name: '  ', firstName: '', lastName: '', email: 'sam.lee@example.com' }))).toBe('sam.lee');
  });
});

describe('fillTemplate', () => {
  it('replaces every {{name}} in subject and body', () => {
    for (const template of MAIL_TEMPLATES) {
      const filled = fillTemplate(template.key, 'Robin');
      expect(filled?.message).toContain('Robin');
      expect(`${filled?.subject}${filled?.message}`).not.toContain('{{name}}');
    }
  });

  it('leaves Custom Email to the admin', () => {
    expect(fillTemplate('custom', 'Robin')).toBeUndefined();
  });

  it('offers 20% off with the code PRO20', () => {
    const offer = fillTemplate('promotional', 'Robin');
    expect(offer?.subject).toContain('20%');
    expect(offer?.message).toContain('20% discount');
    expect(offer?.message).toContain('PRO20');
  });
});
