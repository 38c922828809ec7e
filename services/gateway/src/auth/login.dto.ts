import { RequiredEmail, RequiredPassword } from '../http/field-rules';

/** `POST /api/auth/login`, with the customer app's messages (docs/product-rules.md#accounts-and-passwords). */
export class LoginBody {
  @RequiredEmail()
  email!: string;

  @RequiredPassword()
  password!: string;
}
