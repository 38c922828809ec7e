import type { AdminAuditAction, AuditChanges, AuditTargetKind } from '@reelmix/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One admin sign-in event or admin write. Failed sign-ins name the e-mail that was tried, known or
 * not; writes name the admin who acted, what they acted on and what changed.
 */
@Entity({ name: 'admin_audit_log' })
export class AdminAuditEntry {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Null when the e-mail belongs to no admin, or the admin has since been deleted. */
  @Column({ name: 'admin_id', type: 'uuid', nullable: true })
  adminId!: string | null;

  /** The admin's e-mail when they acted (or the e-mail a failed sign-in tried). */
  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'text' })
  action!: AdminAuditAction;

  @Column({ type: 'text', nullable: true })
  ip!: string | null;

  /** An account (`user`, `admin`) by id only, never its address; a setting by name. */
  @Column({ name: 'target_kind', type: 'text', nullable: true })
  targetKind!: AuditTargetKind | null;

  @Column({ name: 'target_id', type: 'text', nullable: true })
  targetId!: string | null;

  /** Each changed field before and after; a secret only as changed or not. */
  @Column({ type: 'jsonb' })
  changes!: AuditChanges;

  /** When the action was done, which for another service's action is before auth hears of it. */
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
