import { IsString, IsUUID, Matches, MaxLength, MinLength } from 'class-validator';
import { API_KEY_LIMITS, API_KEY_PREFIX } from '../http/api-keys.dto';
import type { CurrentUser } from '../http/current-user.dto';

/** `POST /api/keys`' body. */
export class ApiKeyNameBody {
  @IsString() @MinLength(1, { message: 'Please name the key' }) @MaxLength(API_KEY_LIMITS.nameMaxLength) name!: string;
}

export class CreateApiKeyRequest extends ApiKeyNameBody {
  @IsUUID() userId!: string;
}

export class ApiKeysOfUserRequest {
  @IsUUID() userId!: string;
}

export class RevokeApiKeyRequest {
  @IsUUID() userId!: string;
  @IsUUID() keyId!: string;
}

/** A bearer token as the gateway received it; checked by hash, counted as a use when it is good. */
export class ResolveApiKeyRequest {
  @IsString() @MaxLength(200) @Matches(new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]+$`)) key!: string;
}

/** Whose key it is, as a session resolves to its user: the gateway applies the same rules. */
export interface ResolvedApiKey {
  keyId: string;
  user: CurrentUser;
}

export interface RevokedApiKey {
  id: string;
}
