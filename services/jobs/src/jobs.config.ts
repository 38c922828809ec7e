import { DatabaseConfig, WithStorageSettings } from '@reelmix/config';
import { IsInt, Max, Min } from 'class-validator';

export class JobsConfig extends WithStorageSettings(DatabaseConfig) {
  @IsInt() @Min(0) @Max(65535)
  override PORT: number = 3004;
}
