import { DatabaseConfig, SafeInProduction, strongSecret, WithStorageSettings } from '@reelmix/config';
import { IsInt, IsString, Max, Min, MinLength } from 'class-validator';

export class UploadsConfig extends WithStorageSettings(DatabaseConfig) {
  @IsInt() @Min(0) @Max(65535)
  override PORT: number = 3003;

  /**
   * Shared with the gateway: only it may hand uploads over (with the caller's identity in
   * headers), so the internal endpoint must not trust a request without it.
   */
  @IsString() @MinLength(16) @SafeInProduction(strongSecret)
  INTERNAL_TOKEN!: string;

  /** Where each upload's parts wait, privately, while they are probed. */
  @IsString()
  UPLOAD_TMP_DIR: string = '';

  @IsInt() @Min(1000) @Max(120000)
  PROBE_TIMEOUT_MS: number = 20000;

  /** An upload that sends nothing for this long is ended and its temp files removed. */
  @IsInt() @Min(1000) @Max(600000)
  UPLOAD_IDLE_TIMEOUT_MS: number = 30000;
}
