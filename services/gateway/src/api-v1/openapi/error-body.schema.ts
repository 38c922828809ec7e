import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { ErrorCode, type ErrorBody } from '@reelmix/contracts';

/** Every refusal's body (docs/api.md, Conventions). */
@ApiSchema({ name: 'Error' })
export class ErrorBodySchema implements ErrorBody {
  @ApiProperty({ description: 'The same text as `message`.' }) error!: string;
  @ApiProperty({ description: 'What went wrong, in words meant for a person.' }) message!: string;
  @ApiProperty({ enum: Object.values(ErrorCode), description: 'The domain code; it decides the HTTP status.' }) code!: string;
  @ApiPropertyOptional({
    description: 'Per-field problems of a 400 (`[{ field, message }]`); on a 429, `retryAfterSeconds` and for quotas `title` and `quota`.',
    oneOf: [{ type: 'array', items: { type: 'object' } }, { type: 'object' }],
  })
  details?: unknown;
  @ApiPropertyOptional({ description: 'On a 500: the id the server logged the failure under.' }) errorId?: string;
}
