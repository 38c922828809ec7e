// class-transformer's @Type reads decorator metadata as the class is defined.
import 'reflect-metadata';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsIP, IsISO8601, IsOptional, IsString, IsUUID, MaxLength, MinLength, ValidateBy, ValidateNested } from 'class-validator';
import {
  ADMIN_AUDIT_ACTIONS,
  AUDIT_TARGET_KINDS,
  type AdminAuditAction,
  type AuditChanges,
  type AuditTarget,
  type AuditTargetKind,
  isAuditChanges,
} from '../http/admin-audit.dto';
import type { AdminActor } from '../rpc/admin-audit.rpc';

export class AuditTargetRef implements AuditTarget {
  @IsIn(AUDIT_TARGET_KINDS) kind!: AuditTargetKind;
  @IsString() @MinLength(1) @MaxLength(100) id!: string;
}

/** Every change is a scalar before/after pair or a secret's changed flag (see `AuditChange`). */
function IsAuditChanges() {
  return ValidateBy({
    name: 'isAuditChanges',
    validator: {
      validate: (value: unknown) => isAuditChanges(value),
      defaultMessage: () => 'changes must map field names to { before, after } scalars or { secret: true, changed }',
    },
  });
}

/**
 * An admin changed something a service other than auth owns (billing, mail, affiliates). Written
 * to that service's outbox in the transaction of the change itself, so the change and its audit
 * entry happen together or not at all; auth, which keeps the audit log, records it.
 */
export class AdminActionRecordedV1 {
  @IsUUID() adminId!: string;
  @IsOptional() @IsIP() ip?: string;
  @IsIn(ADMIN_AUDIT_ACTIONS) action!: AdminAuditAction;
  @IsOptional() @ValidateNested() @Type(() => AuditTargetRef) target?: AuditTargetRef;
  @IsAuditChanges() changes!: AuditChanges;
  @IsISO8601() occurredAt!: string;
}

/**
 * An admin decided whether a customer has Pro: made a Pro account, or used the Pro toggle. Auth
 * writes it to its outbox in the transaction of its own part (the account, the Requested flag), so
 * the decision exists exactly when that part does; billing, which owns subscriptions, grants or
 * ends Pro on it, retried until done. `decidedAt` orders one user's decisions: one that arrives
 * after a later one changes nothing.
 */
export class AdminProDecidedV1 {
  @IsUUID() userId!: string;
  @IsBoolean() isPro!: boolean;
  @IsUUID() adminId!: string;
  @IsOptional() @IsIP() ip?: string;
  @IsISO8601() decidedAt!: string;
}

/** The event for `actor`'s action at `at`: the one way a service other than auth fills one in. */
export function adminActionRecorded(
  actor: AdminActor,
  action: AdminAuditAction,
  details: { target?: AuditTarget; changes?: AuditChanges },
  at: Date,
): AdminActionRecordedV1 {
  return {
    adminId: actor.adminId,
    ...(actor.ip ? { ip: actor.ip } : {}),
    action,
    ...(details.target ? { target: { kind: details.target.kind, id: details.target.id } } : {}),
    changes: details.changes ?? {},
    occurredAt: at.toISOString(),
  };
}
