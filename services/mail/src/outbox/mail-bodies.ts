import { Inject, Injectable } from '@nestjs/common';
import { SecretCipher } from '@reelmix/db';
import { APP_CONFIG } from '@reelmix/service-host';
import type { MailConfig } from '../mail.config';
import type { MailContent } from '../templates/mail-content';
import type { OutgoingMail } from './outgoing-mail.entity';
import { withoutLinks } from './sent-copy';

/** Bound into the ciphertext, so a body cannot be moved into another column and decrypted there. */
export const BODY_PURPOSE = 'mail.outgoing_mail.sealed_body';

/** How a mail's body is stored: the columns `outgoing_mail` keeps for it. */
export type StoredBody = Pick<OutgoingMail, 'html' | 'text' | 'sealedBody'>;

/**
 * Keeps mail bodies, whose links carry live secrets (reset tokens, signed downloads), out of the
 * table in readable form. A queued mail's full body is encrypted with MAIL_SETTINGS_KEY in
 * `sealed_body`, and `html`/`text` hold the copy without links; sending drops the encrypted body,
 * so a sent mail keeps only that copy. Without the key (allowed outside production only) the full
 * body waits in `html`/`text` and is replaced by the copy when sent, as are mails queued before
 * bodies were encrypted.
 */
@Injectable()
export class MailBodies {
  private readonly cipher: SecretCipher | null;

  constructor(@Inject(APP_CONFIG) config: MailConfig) {
    this.cipher = SecretCipher.fromSetting(config.MAIL_SETTINGS_KEY, BODY_PURPOSE);
  }

  forQueue({ html, text }: Pick<MailContent, 'html' | 'text'>): StoredBody {
    if (!this.cipher) return { html, text, sealedBody: null };
    return { html: withoutLinks(html), text: withoutLinks(text), sealedBody: this.cipher.encrypt(JSON.stringify({ html, text })) };
  }

  /** The body to deliver. Throws when it was encrypted with another key (the mail then waits for the right one). */
  toSend(mail: OutgoingMail): Pick<MailContent, 'html' | 'text'> {
    if (mail.sealedBody === null) return { html: mail.html, text: mail.text };
    if (!this.cipher) throw new Error('The mail body is encrypted and MAIL_SETTINGS_KEY is not set');
    let opened: string;
    try {
      opened = this.cipher.decrypt(mail.sealedBody);
    } catch {
      throw new Error('The mail body does not decrypt with MAIL_SETTINGS_KEY (was the key changed?)');
    }
    const { html, text } = JSON.parse(opened) as Pick<MailContent, 'html' | 'text'>;
    return { html, text };
  }

  /** What stays once the mail is sent: the copy without links, and no encrypted body. */
  afterSending(mail: Pick<OutgoingMail, 'html' | 'text'>): StoredBody {
    return { html: withoutLinks(mail.html), text: withoutLinks(mail.text), sealedBody: null };
  }
}
