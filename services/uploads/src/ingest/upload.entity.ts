import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One accepted upload: which user sent it and the job it became or went into. */
@Entity({ name: 'uploads' })
export class Upload {
  @PrimaryColumn('uuid') id!: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ name: 'job_id', type: 'uuid' }) jobId!: string;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt!: Date;
}
