import type { AnalysisReport, ColumnMapping, ReportSection, VerdictMetric } from '@reelmix/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * An ads export read back against a job, kept with it. The export's text is kept so the buyer can
 * read it again with another metric or mapping; the counts and winners are kept beside the report
 * so lists and the history need not read the report itself.
 */
@Entity({ name: 'job_reports' })
export class JobReport {
  @PrimaryColumn('uuid') id!: string;
  @Column({ name: 'job_id', type: 'uuid' }) jobId!: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ name: 'file_name', type: 'text' }) fileName!: string;
  @Column({ type: 'text' }) metric!: VerdictMetric;
  /** The buyer's column mapping; null when the export's headers were recognised. */
  @Column({ type: 'jsonb', nullable: true }) mapping!: ColumnMapping | null;
  @Column({ type: 'text' }) csv!: string;
  @Column({ type: 'jsonb' }) report!: AnalysisReport;
  @Column({ type: 'int' }) rows!: number;
  @Column({ name: 'matched_rows', type: 'int' }) matchedRows!: number;
  @Column({ type: 'jsonb' }) winners!: Record<ReportSection, string | null> & { text?: string | null };
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
