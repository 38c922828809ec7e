import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Failed logins of one key (`account:<email>` or `ip:<address>`) in its current window. */
@Entity({ name: 'login_attempts' })
export class LoginAttempt {
  @PrimaryColumn({ type: 'text' })
  key!: string;

  @Column({ name: 'window_start', type: 'timestamptz' })
  windowStart!: Date;

  @Column({ type: 'integer' })
  failures!: number;
}
