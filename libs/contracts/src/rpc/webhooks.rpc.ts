import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsIn, IsString, IsUUID, MaxLength } from 'class-validator';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_LIMITS, type WebhookEventType } from '../http/webhooks.dto';

/** `POST /api/v1/webhooks`' body. */
export class WebhookEndpointBody {
  @IsString() @MaxLength(WEBHOOK_LIMITS.urlMaxLength) url!: string;
  @ArrayMinSize(1) @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length) @ArrayUnique() @IsIn(WEBHOOK_EVENT_TYPES, { each: true }) events!: WebhookEventType[];
}

export class CreateWebhookEndpointRequest extends WebhookEndpointBody {
  @IsUUID() userId!: string;
}

export class WebhooksOfUserRequest {
  @IsUUID() userId!: string;
}

export class WebhookEndpointRequest {
  @IsUUID() userId!: string;
  @IsUUID() endpointId!: string;
}

/** A delivery sent again now, whatever became of it (the customer's replay). */
export class ReplayWebhookDeliveryRequest {
  @IsUUID() userId!: string;
  @IsUUID() deliveryId!: string;
}

export interface DeletedWebhookEndpoint {
  id: string;
}
