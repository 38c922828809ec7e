import { IsISO8601, IsUUID, ValidateIf } from 'class-validator';
import { IsClipLabel } from '../creative/clip-label.validator';

/**
 * A customer set or cleared (null) the label of a library clip. The uploads service writes it in
 * the transaction of the change; jobs gives the label to every job clip made from that clip.
 * `changedAt` orders one clip's changes: one that arrives after a later one changes nothing.
 */
export class ClipLabelChangedV1 {
  @IsUUID() userId!: string;
  @IsUUID() clipId!: string;
  @ValidateIf((event: ClipLabelChangedV1) => event.label !== null) @IsClipLabel() label!: string | null;
  @IsISO8601() changedAt!: string;
}
