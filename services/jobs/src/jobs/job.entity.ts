import { Column, Entity, PrimaryColumn, type ValueTransformer } from 'typeorm';
import { type CombinationPlanSettings, type FramingChoice, type JobStatus, paidFlagOf, type PlacementName, type Plan, planFromPaidFlag } from '@reelmix/contracts';

/** The plan kept in the spec's `is_paid` column; a value left out of a write stays left out. */
const PAID_FLAG_COLUMN: ValueTransformer = {
  to: (plan: Plan | undefined) => (plan === undefined ? undefined : paidFlagOf(plan)),
  from: (paid: boolean) => planFromPaidFlag(paid),
};

@Entity({ name: 'jobs' })
export class Job {
  @PrimaryColumn('uuid') id!: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  /** The job's place in its owner's sequence (`j12` in output names; contracts job-name): never reused. */
  @Column({ type: 'int' }) number!: number;
  /** What the customer calls the job; by default its day and first hook. */
  @Column({ type: 'text' }) name!: string;
  @Column({ type: 'text', default: 'pending' }) status!: JobStatus;
  @Column({ type: 'text', default: '' }) message!: string;
  /**
   * The account's plan when the job was made, or Pro if it was started under Pro: it decides the
   * render priority and is shown as the job's `isPaid`. Stored as the spec's paid flag.
   */
  @Column({ name: 'is_paid', type: 'boolean', default: false, transformer: PAID_FLAG_COLUMN }) accountPlan!: Plan;
  @Column({ type: 'text', array: true }) placements!: PlacementName[];
  /** How the clips are framed in every placement (part of each segment's identity). */
  @Column({ type: 'text', default: 'auto' }) framing!: FramingChoice;
  /** Which combinations are rendered and how outputs are named (services/jobs plan/job-plan.ts). */
  @Column({ type: 'jsonb' }) plan!: CombinationPlanSettings;
  @Column({ name: 'expected_outputs', type: 'int' }) expectedOutputs!: number;
  @Column({ name: 'produced_outputs', type: 'int', default: 0 }) producedOutputs!: number;
  /** Clip x placement segments the job needs, and how many are ready (normalised or reused): progress. */
  @Column({ name: 'expected_segments', type: 'int', default: 0 }) expectedSegments!: number;
  @Column({ name: 'ready_segments', type: 'int', default: 0 }) readySegments!: number;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt!: Date;
  @Column({ name: 'started_at', type: 'timestamptz', nullable: true }) startedAt!: Date | null;
  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true }) completedAt!: Date | null;
  /**
   * Bumped by the database on every change to the job, its clips or its outputs (migration
   * 1763700001500); read only. Absent on a job built in memory before it is stored.
   */
  @Column({ type: 'bigint', insert: false, update: false }) revision?: string;
}
