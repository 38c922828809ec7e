import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { type CombinationPlanSettings, DEFAULT_NAME_TEMPLATE, type JobPlanView, PLAN_LIMITS, type PlannedCombinationView } from '@reelmix/contracts';
import { TextStyleSchema, TextVariantSchema } from './text-variant.schema';

@ApiSchema({ name: 'DurationBudget', description: 'Outputs whose rendered length is inside it (ends included) are kept, in seconds.' })
class DurationBudgetSchema {
  @ApiProperty({ minimum: 0 }) minSec!: number;
  @ApiProperty({ minimum: 0 }) maxSec!: number;
}

@ApiSchema({ name: 'PlanSettings' })
export class PlanSettingsSchema implements CombinationPlanSettings {
  @ApiProperty({
    type: [String],
    maxItems: 200,
    description: '`hX-bY`, `hX-cY`, `bX-cY`: never together; `cX-only-bY` (any two sections): only with.',
    example: ['h2-b3', 'c1-only-b1'],
  })
  exclusions!: string[];
  @ApiProperty({ type: DurationBudgetSchema, nullable: true }) duration!: DurationBudgetSchema | null;
  @ApiProperty({ type: Number, nullable: true, minimum: 1, maximum: 1000, description: 'Render this many of the allowed combinations, every part and pair as evenly as possible; null for all.' })
  balanced!: number | null;
  @ApiProperty({
    maxLength: 200,
    description:
      'Output names: `{hook}`, `{body}`, `{cta}`, `{text}` (names), `{job}`, `{h}`, `{t}`, `{b}`, `{c}` (numbers), `{ratio}` (required with several placements). `{t}` and `{text}` need texts. The default follows the texts: `{job}-h{h}-t{t}-b{b}-c{c}_{ratio}` with them.',
    example: DEFAULT_NAME_TEMPLATE,
  })
  nameTemplate!: string;
  @ApiProperty({
    type: [TextVariantSchema],
    required: false,
    maxItems: PLAN_LIMITS.pro.maxTexts,
    description: `Lines drawn on every hook, in order; each output shows one (hooks × texts × bodies × CTAs). At most ${PLAN_LIMITS.free.maxTexts} on Free, ${PLAN_LIMITS.pro.maxTexts} on Pro; empty or absent for none. Each must be drawable in every placement of the job (its font has every letter, it fits).`,
  })
  texts?: TextVariantSchema[];
  @ApiProperty({ type: TextStyleSchema, nullable: true, required: false, description: 'How the texts are drawn; the default style when absent or null.' })
  textStyle?: TextStyleSchema | null;
}

@ApiSchema({ name: 'LeftOut', description: 'Why a combination is left out: `rule` (with the rules\' written forms), `duration` or `balanced`.' })
class LeftOutSchema {
  @ApiProperty({ enum: ['rule', 'duration', 'balanced'] }) reason!: 'rule' | 'duration' | 'balanced';
  @ApiPropertyOptional({ type: [String], description: 'With `rule` only.' }) rules?: string[];
}

@ApiSchema({ name: 'PlannedCombination' })
class PlannedCombinationSchema {
  @ApiProperty({ description: '1-based positions in upload order.' }) intro!: number;
  @ApiProperty() body!: number;
  @ApiProperty() cta!: number;
  @ApiProperty({ required: false, description: 'The text\'s 1-based position in `settings.texts`; absent when the job has none.' }) text?: number;
  @ApiProperty({ description: 'Length as rendered (whole frames), seconds.' }) lengthSec!: number;
  @ApiProperty() chosen!: boolean;
  @ApiProperty({ description: 'Already rendered in every placement: not made again.' }) rendered!: boolean;
  @ApiProperty({ type: LeftOutSchema, nullable: true }) leftOut!: PlannedCombinationView['leftOut'];
}

@ApiSchema({ name: 'PlanCounts' })
class PlanCountsSchema {
  @ApiProperty() all!: number;
  @ApiProperty() chosen!: number;
  @ApiProperty() placements!: number;
  @ApiProperty({ description: 'What the chosen combinations make in all.' }) outputs!: number;
  @ApiProperty({ description: 'Outputs the job does not have yet: what a start renders.' }) toRender!: number;
}

@ApiSchema({ name: 'JobPlan' })
export class JobPlanViewSchema implements JobPlanView {
  @ApiProperty({ format: 'uuid' }) jobId!: string;
  @ApiProperty({ description: 'Settings can change until processing starts.' }) editable!: boolean;
  @ApiProperty({ type: PlanSettingsSchema }) settings!: PlanSettingsSchema;
  @ApiProperty({ type: [PlannedCombinationSchema], description: 'Every intro × text × body × cta (intro × body × cta without texts), intro slowest, then text.' }) combinations!: PlannedCombinationSchema[];
  @ApiProperty({ type: PlanCountsSchema }) counts!: PlanCountsSchema;
  @ApiProperty({ description: 'The plan\'s most combinations per job.' }) maxCombinations!: number;
  @ApiProperty({ type: [String], description: 'The names the first chosen combination gets, one per placement.' }) exampleNames!: string[];
}
