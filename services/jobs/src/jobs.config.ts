import { DatabaseConfig, WithStorageSettings } from '@reelmix/config';
import { IsInt, Max, Min } from 'class-validator';

export class JobsConfig extends WithStorageSettings(DatabaseConfig) {
  @IsInt() @Min(0) @Max(65535)
  override PORT: number = 3004;

  /** How long a normalised segment no job has used is kept for the user's next jobs (14 days). */
  @IsInt() @Min(1) @Max(8760)
  SEGMENT_RETENTION_HOURS: number = 336;

  /** How often segments past their retention are removed. */
  @IsInt() @Min(1000) @Max(86400000)
  SEGMENT_SWEEP_MS: number = 3600000;
}
