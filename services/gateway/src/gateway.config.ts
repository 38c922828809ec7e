import { BaseConfig, WithStorageSettings } from '@reelmix/config';
import { IsInt, IsString, Matches, Max, Min } from 'class-validator';

/** The gateway streams media to and from storage, so it reads the storage settings too. */
export class GatewayConfig extends WithStorageSettings(BaseConfig) {
  @IsInt() @Min(0) @Max(65535)
  override PORT: number = 8080;

  /** The address people use, for links in e-mails and redirects. */
  @Matches(/^https?:\/\/[^\s]+$/, { message: 'must be an http(s) URL' })
  PUBLIC_URL: string = 'http://localhost:8080';

  /** Built customer app, served at `/`. */
  @IsString()
  WEB_DIST_DIR: string = 'dist/web';

  /** Built admin app, served at `/admin`. */
  @IsString()
  ADMIN_WEB_DIST_DIR: string = 'dist/admin-web';

  /** How long `/api/health` waits for each service before calling it down. */
  @IsInt() @Min(100) @Max(30000)
  HEALTH_TIMEOUT_MS: number = 2000;
}
