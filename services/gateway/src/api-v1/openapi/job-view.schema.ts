import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { CLIP_LABEL_MAX_LENGTH, JOB_NAME_LIMITS, jobLabel, type JobStatus, outputFileName, PLACEMENT_NAMES, type PlacementName, type ProcessAnswer } from '@reelmix/contracts';
import type { ApiJobView } from '../api-job-view';
import { TextStyleSchema, TextVariantSchema } from './text-variant.schema';

const JOB_STATUSES: JobStatus[] = ['pending', 'processing', 'completed', 'failed'];
const NULLABLE_CLIP_ID = { oneOf: [{ type: 'string', format: 'uuid' }, { type: 'null' }] };
const NULLABLE_LABEL = { oneOf: [{ type: 'string', maxLength: CLIP_LABEL_MAX_LENGTH }, { type: 'null' }] };
const EXAMPLE_FILE_NAME = outputFileName({ intro: 1, body: 2, cta: 1 }, '9:16', jobLabel(12));

@ApiSchema({ name: 'JobCounts' })
class JobCountsSchema {
  @ApiProperty() intro!: number;
  @ApiProperty() body!: number;
  @ApiProperty() cta!: number;
  @ApiProperty({ description: 'Outputs the job makes: chosen combinations × placements.' }) expectedOutputs!: number;
  @ApiProperty({ description: 'Outputs stored so far.' }) producedOutputs!: number;
}

@ApiSchema({ name: 'JobClipIds', description: 'The library clip ids of the job\'s clips, in upload order (null for clips stored before ids were kept).' })
class JobClipIdsSchema {
  @ApiProperty({ type: 'array', items: NULLABLE_CLIP_ID }) intro!: Array<string | null>;
  @ApiProperty({ type: 'array', items: NULLABLE_CLIP_ID }) body!: Array<string | null>;
  @ApiProperty({ type: 'array', items: NULLABLE_CLIP_ID }) cta!: Array<string | null>;
}

@ApiSchema({
  name: 'JobClipLabels',
  description: "The customer's library labels of the job's clips, in upload order (null where a clip has none): a part is named by its label, else its file name.",
})
class JobClipLabelsSchema {
  @ApiProperty({ type: 'array', items: NULLABLE_LABEL }) intro!: Array<string | null>;
  @ApiProperty({ type: 'array', items: NULLABLE_LABEL }) body!: Array<string | null>;
  @ApiProperty({ type: 'array', items: NULLABLE_LABEL }) cta!: Array<string | null>;
}

@ApiSchema({ name: 'JobOutput' })
class JobOutputSchema {
  @ApiProperty({ description: 'The app\'s download path (needs a browser session); use `downloadUrl` with a key.' }) path!: string;
  @ApiProperty({ example: EXAMPLE_FILE_NAME }) fileName!: string;
  @ApiProperty({ description: '1-based positions of its parts, in upload order.' }) intro!: number;
  @ApiProperty() body!: number;
  @ApiProperty() cta!: number;
  @ApiPropertyOptional({ description: 'The 1-based position in the job\'s `texts` of the text drawn on its hook; absent in a job without texts.' }) text?: number;
  @ApiProperty({ enum: PLACEMENT_NAMES }) placement!: PlacementName;
  @ApiProperty({ description: 'Where a key downloads it: `/api/v1/jobs/{id}/outputs/{fileName}` on this host.', example: `/api/v1/jobs/0b7c…/outputs/${EXAMPLE_FILE_NAME}` })
  downloadUrl!: string;
}

@ApiSchema({ name: 'RenameJob' })
export class RenameJobSchema {
  @ApiProperty({ minLength: 1, maxLength: JOB_NAME_LIMITS.maxLength, description: 'One line; trimmed.', example: 'Dry skin hooks, round 2' }) name!: string;
}

@ApiSchema({ name: 'JobView' })
export class JobViewSchema implements ApiJobView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ minimum: 1, description: 'The job\'s place in your own sequence; `j{number}` starts its output names by default.', example: 12 }) number!: number;
  @ApiProperty({ maxLength: JOB_NAME_LIMITS.maxLength, description: 'Your name for the job: by default its day and first hook. It names the zip.', example: '2026-11-28 ugc_sarah' })
  name!: string;
  @ApiProperty({ enum: JOB_STATUSES }) status!: JobStatus;
  @ApiProperty() message!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) completedAt!: string | null;
  @ApiProperty() isPaid!: boolean;
  @ApiProperty({ enum: PLACEMENT_NAMES, isArray: true }) placements!: PlacementName[];
  @ApiProperty({ type: [String], description: 'The uploaded file names, in upload order.' }) introVideos!: string[];
  @ApiProperty({ type: [String] }) bodyVideos!: string[];
  @ApiProperty({ type: [String] }) ctaVideos!: string[];
  @ApiPropertyOptional({ type: JobClipIdsSchema }) clipIds?: JobClipIdsSchema;
  @ApiPropertyOptional({ type: JobClipLabelsSchema }) clipLabels?: JobClipLabelsSchema;
  @ApiPropertyOptional({ type: [String], description: 'Clips taken out of the job (`intro-2`): still listed, used by no combination.' }) removedClips?: string[];
  @ApiProperty({ type: [String], description: 'The app\'s download paths of the outputs stored so far.' }) outputVideos!: string[];
  @ApiPropertyOptional({ type: [JobOutputSchema], description: 'The outputs stored so far, listed while the job is still processing too.' }) outputs?: JobOutputSchema[];
  @ApiProperty({ minimum: 0, maximum: 100, description: '10 pending, 100 completed, 0 failed; while processing 15 plus up to 85 by the work done, never going down.' })
  progress!: number;
  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 0,
    description:
      'While processing: the estimated seconds until the job completes, from the render queue ahead of it and its own clips still to normalise and videos still to join, at the pace of the machine\'s recent jobs; it is computed afresh on every read, so it falls as videos arrive. Null when the job is not processing.',
  })
  estimatedSecondsLeft?: number | null;
  @ApiPropertyOptional({ type: [TextVariantSchema], description: 'The lines drawn on the hooks, in order (set with the plan); absent in a job without texts.' }) texts?: TextVariantSchema[];
  @ApiPropertyOptional({ type: TextStyleSchema, description: 'How the texts are drawn; absent in a job without texts.' }) textStyle?: TextStyleSchema;
  @ApiProperty({ type: JobCountsSchema }) counts!: JobCountsSchema;
  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: 'The ads-export reports kept with the job: `{ count, latest }`.' })
  reports?: ApiJobView['reports'];
}

@ApiSchema({ name: 'ProcessAnswer' })
export class ProcessAnswerSchema implements ProcessAnswer {
  @ApiProperty({ enum: JOB_STATUSES }) status!: JobStatus;
  @ApiProperty() backgroundProcessing!: boolean;
}
