import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Counted attempts of one key (`pair:<email>|<address>`, `account:<email>`, `ip:<address>`, or a
 * throttle's own key such as `reset-ip:<address>`) since its count last started.
 */
@Entity({ name: 'login_attempts' })
export class LoginAttempt {
  @PrimaryColumn({ type: 'text' })
  key!: string;

  @Column({ name: 'window_start', type: 'timestamptz' })
  windowStart!: Date;

  @Column({ type: 'integer' })
  failures!: number;

  @Column({ name: 'last_failure_at', type: 'timestamptz' })
  lastFailureAt!: Date;
}
