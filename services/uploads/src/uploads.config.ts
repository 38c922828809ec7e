import { DatabaseConfig, WithStorageSettings } from '@reelmix/config';
import { IsInt, Max, Min } from 'class-validator';

export class UploadsConfig extends WithStorageSettings(DatabaseConfig) {
  @IsInt() @Min(0) @Max(65535)
  override PORT: number = 3003;
}
