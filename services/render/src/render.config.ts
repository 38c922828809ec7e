import { BaseConfig, WithStorageSettings } from '@reelmix/config';
import { IsInt, Max, Min } from 'class-validator';

export class RenderConfig extends WithStorageSettings(BaseConfig) {
  @IsInt() @Min(0) @Max(65535)
  override PORT: number = 3005;
}
