import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { type ClipLibraryView, type ClipOrientation, type LibraryClip, SECTIONS, type UploadSection } from '@reelmix/contracts';

@ApiSchema({ name: 'LibraryClip' })
class LibraryClipSchema implements LibraryClip {
  @ApiProperty({ format: 'uuid', description: 'Send it as a text part `intro`, `body` or `cta` of `POST /api/v1/jobs` to use the clip without uploading it again.' })
  id!: string;
  @ApiProperty({ enum: SECTIONS, description: 'The section it was first uploaded into; any section of a later job may use it.' }) section!: UploadSection;
  @ApiProperty() originalName!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The customer\'s short label for the clip, set in the app\'s library; null: the file name names it. Results, output names and the bundle\'s manifest use it.' })
  label!: string | null;
  @ApiProperty() durationSec!: number;
  @ApiProperty({ type: Number, nullable: true }) width!: number | null;
  @ApiProperty({ type: Number, nullable: true }) height!: number | null;
  @ApiProperty({ type: String, enum: ['landscape', 'portrait', 'square'], nullable: true }) orientation!: ClipOrientation | null;
  @ApiProperty() sizeBytes!: number;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The app\'s poster path (needs a browser session).' }) posterUrl!: string | null;
  @ApiProperty({ description: 'How many of the customer\'s jobs use it.' }) jobCount!: number;
}

@ApiSchema({ name: 'ClipLibrary' })
export class ClipLibrarySchema implements ClipLibraryView {
  @ApiProperty({ type: [LibraryClipSchema], description: 'Newest first. Pro keeps every clip; a free library lists the clips of the latest job.' })
  clips!: LibraryClipSchema[];
}
