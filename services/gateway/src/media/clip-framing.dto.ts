import { FocusPoint, FRAMING_CHOICES, type FramingChoice, PLACEMENT_NAMES, type PlacementName } from '@reelmix/contracts';
import { Type } from 'class-transformer';
import { IsIn, IsOptional, ValidateNested } from 'class-validator';

/** `PUT /api/jobs/{id}/clips/{clipId}/framing`. */
export class ClipFramingBody {
  @IsIn(PLACEMENT_NAMES, { message: `placement must be one of ${PLACEMENT_NAMES.join(', ')}` }) placement!: PlacementName;
  @IsIn(FRAMING_CHOICES, { message: `framing must be one of ${FRAMING_CHOICES.join(', ')}` }) framing!: FramingChoice;
  @IsOptional() @ValidateNested() @Type(() => FocusPoint) focus?: FocusPoint;
}
