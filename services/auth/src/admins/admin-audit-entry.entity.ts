import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type AdminAuditAction =
  | 'login'
  | 'login-failed'
  | 'logout'
  | 'user-deleted'
  | 'pro-user-created'
  | 'admin-created'
  | 'profile-updated'
  | 'password-changed'
  | 'password-change-failed';

/**
 * One admin sign-in event or account action. Failed attempts name the e-mail that was tried,
 * known or not; actions name the admin who acted and, in `subjectId`, the account acted on.
 */
@Entity({ name: 'admin_audit_log' })
export class AdminAuditEntry {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Null when the e-mail belongs to no admin, or the admin has since been deleted. */
  @Column({ name: 'admin_id', type: 'uuid', nullable: true })
  adminId!: string | null;

  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'text' })
  action!: AdminAuditAction;

  @Column({ type: 'text', nullable: true })
  ip!: string | null;

  /** The user or admin an action was done to, by id only (never their address). */
  @Column({ name: 'subject_id', type: 'uuid', nullable: true })
  subjectId!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
