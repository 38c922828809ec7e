import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type AdminAuditAction = 'login' | 'login-failed' | 'logout';

/** One admin sign-in event. Failed attempts name the e-mail that was tried, known or not. */
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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
