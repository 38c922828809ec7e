import {
  FocusPoint,
  FRAMING_CHOICE_MESSAGE,
  FRAMING_CHOICES,
  type FramingChoice,
  PLACEMENT_CHOICE_MESSAGE,
  PLACEMENT_NAMES,
  type PlacementName,
} from '@reelmix/contracts';
import { Type } from 'class-transformer';
import { IsIn, IsOptional, ValidateNested } from 'class-validator';

/** `PUT /api/jobs/{id}/clips/{clipId}/framing`. */
export class ClipFramingBody {
  @IsIn(PLACEMENT_NAMES, { message: PLACEMENT_CHOICE_MESSAGE }) placement!: PlacementName;
  @IsIn(FRAMING_CHOICES, { message: FRAMING_CHOICE_MESSAGE }) framing!: FramingChoice;
  @IsOptional() @ValidateNested() @Type(() => FocusPoint) focus?: FocusPoint;
}
