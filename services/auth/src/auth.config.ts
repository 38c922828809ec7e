import { DatabaseConfig } from '@reelmix/config';
import { IsInt, Max, Min } from 'class-validator';

export class AuthConfig extends DatabaseConfig {
  @IsInt() @Min(0) @Max(65535)
  override PORT: number = 3001;
}
