import { RequiredEmail, RequiredPassword } from '../http/field-rules';

/** `POST /api/auth/login`, with the customer app's messages (customer-spec §5 Accounts). */
export class LoginBody {
  @RequiredEmail()
  email!: string;

  @RequiredPassword()
  password!: string;
}
