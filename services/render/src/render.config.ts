import { BaseConfig, WithStorageSettings } from '@reelmix/config';
import { IsInt, IsString, Max, Min } from 'class-validator';

export class RenderConfig extends WithStorageSettings(BaseConfig) {
  @IsInt() @Min(0) @Max(65535)
  override PORT: number = 3005;

  /** Tasks one worker runs at once; two suit a 2-core machine (see the render notes). */
  @IsInt() @Min(1) @Max(16)
  RENDER_CONCURRENCY: number = 2;

  /** Wall-clock limit of one ffmpeg run; a stuck process is killed and the job told why. */
  @IsInt() @Min(1000) @Max(3600000)
  RENDER_TASK_TIMEOUT_MS: number = 300000;

  /** Deliveries of one task before it is given up (a task that keeps killing its worker). */
  @IsInt() @Min(1) @Max(10)
  RENDER_MAX_ATTEMPTS: number = 3;

  /** Where each task gets its private working directory. */
  @IsString()
  RENDER_TMP_DIR: string = '';

  /**
   * Local disk each worker may fill with segments it made or downloaded, so the combines of a job
   * read each segment from object storage once (see local-segment-cache.ts). 0 turns it off.
   */
  @IsInt() @Min(0) @Max(1048576)
  RENDER_SEGMENT_CACHE_MB: number = 1024;
}
