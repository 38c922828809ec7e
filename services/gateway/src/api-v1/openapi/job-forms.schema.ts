import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions, ApiSchema } from '@nestjs/swagger';
import { DEFAULT_FRAMING, DEFAULT_PLACEMENTS, FRAMING_CHOICES } from '@reelmix/contracts';
import { fileOf } from './file-content';

/** A section's parts: video files, or library clip ids (`GET /api/v1/clips`) as text, in the order sent. */
const SECTION_PARTS: ApiPropertyOptions = {
  type: 'array',
  items: { oneOf: [fileOf('video/*', 'A video file.'), { type: 'string', format: 'uuid', description: 'A library clip\'s id.' }] },
};

@ApiSchema({ name: 'NewJobForm', description: 'multipart/form-data, streamed to the upload checks as the app\'s upload is.' })
export class NewJobFormSchema {
  @ApiProperty({ ...SECTION_PARTS, description: 'Hooks: repeated parts, files or library clip ids.' }) intro!: unknown[];
  @ApiProperty({ ...SECTION_PARTS, description: 'Bodies: repeated parts, files or library clip ids.' }) body!: unknown[];
  @ApiProperty({ ...SECTION_PARTS, description: 'Calls to action: repeated parts, files or library clip ids.' }) cta!: unknown[];
  @ApiPropertyOptional({ description: `Comma-separated placements; default \`${DEFAULT_PLACEMENTS.join(',')}\`.`, example: '9:16,4:5,1:1' }) placements?: string;
  @ApiPropertyOptional({ enum: FRAMING_CHOICES, default: DEFAULT_FRAMING, description: 'How each clip fills a placement\'s frame.' }) framing?: string;
}

@ApiSchema({ name: 'AddClipsForm', description: 'multipart/form-data: any of the sections, files or library clip ids.' })
export class AddClipsFormSchema {
  @ApiPropertyOptional({ ...SECTION_PARTS }) intro?: unknown[];
  @ApiPropertyOptional({ ...SECTION_PARTS }) body?: unknown[];
  @ApiPropertyOptional({ ...SECTION_PARTS }) cta?: unknown[];
}
