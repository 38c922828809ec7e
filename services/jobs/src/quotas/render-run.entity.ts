import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One start of rendering and the outputs it scheduled: the ledger the daily output quota sums.
 * Kept apart from the job (no foreign key) so removing a job or its outputs gives no quota back;
 * a later run that adds to a job writes a row of its own.
 */
@Entity({ name: 'render_runs' })
export class RenderRun {
  @PrimaryColumn('uuid') id!: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ name: 'job_id', type: 'uuid' }) jobId!: string;
  @Column({ type: 'int' }) outputs!: number;
  @Column({ name: 'started_at', type: 'timestamptz' }) startedAt!: Date;
}
