export { ALLOWED_EXTENSIONS, MEDIA_LIMITS, OUTPUT_FPS, hasAllowedExtension, type MediaLimits } from './media-limits';
export { MediaAbortedError, MediaDecodeError, MediaProcessError, MediaRejectedError, MediaTimeoutError, TextRejectedError } from './media.errors';
export { sniffContainer, describeNonVideo, type ContainerKind } from './sniff-container';
export { probeMedia, type ProbeOptions } from './probe';
export { type ProbeResult } from './probe-result';
export { measureLoudness, gainFor, TARGET_LUFS, type LoudnessMeasurement } from './loudness';
export { normaliseClip, normaliseClipTexts, type NormalisedSegment, type NormaliseOptions, type SegmentToMake } from './normalise';
export {
  CENTRE_FOCUS,
  DEFAULT_BAR_COLOUR,
  DEFAULT_FRAMING_RULE_VERSION,
  MAX_AUTO_FILL_CROP,
  defaultFramingMode,
  framingKeyPart,
  isCentreFocus,
  isFocusPoint,
  roundFocus,
  resolveFraming,
  type Framing,
  type FramingOverrides,
} from './framing';
export { coverInto, displaySize, type CoverWindow, type FocusPoint, type PictureBox } from './framing-geometry';
export { combineSegments, combineSegmentsBatch, type CombineJob, type CombinedOutput, type CombineOptions } from './combine';
export { verifyOutput, verifyOutputFully, verifyOutputs, type ExpectedJoinedOutput, type ExpectedOutput, type OutputToVerify, type VerifyOptions } from './verify';
export { verifySegment, type ExpectedSegment } from './verify-segment';
export {
  allCombinations,
  assertWithin,
  combinationKey,
  combinationPartsOf,
  compareCombinations,
  partsOnly,
  planOutputs,
  textCountOf,
  type CombinationPart,
  type PlannedOutput,
  type PlanOutputsOptions,
} from './naming';
export {
  fileStem,
  outputFileNames,
  parseNameTemplate,
  storageSafeStem,
  type NameRequest,
  type NameTemplate,
  type SourceNames,
} from './output-names';
export { sourceNameOf } from './labelled-source-name';
export { CombinationPlanError, type CombinationPlanErrorCode } from './combination-plan.errors';
export {
  PART_LETTERS,
  SECTION_LETTERS,
  combinationRuleChecker,
  parseCombinationRule,
  parseCombinationRules,
  partText,
  type CombinationRule,
  type PartRef,
} from './combination-rules';
export {
  combinationDurationSec,
  describeDurationBudget,
  parseDurationBudget,
  renderedFrames,
  withinDurationBudget,
  type DurationBudget,
  type PartDurations,
} from './duration-budget';
export { chooseBalancedSubset } from './balanced-subset';
export {
  planCombinations,
  type CombinationPlan,
  type CombinationPlanCounts,
  type CombinationPlanInput,
  type ExcludedCombination,
  type ExclusionReason,
  type PlannedCombination,
} from './combination-plan';
export { manifestCsv, manifestJson, type ManifestRow } from './manifest';
export {
  renderCombinations,
  segmentFileName,
  MANIFEST_FILE,
  type RenderInput,
  type RenderProgress,
  type RenderResult,
  type RenderStage,
  type RenderTimings,
} from './render-combinations';

// Building blocks, exported so other renderers (the benchmark's naive baseline, a future remux
// path) use exactly the pipeline's settings and hardening.
export { ffmpegGlobalArgs, ffprobeGlobalArgs, fileUrl, uploadInputArgs } from './hardening-args';
export { videoEncoderArgs } from './normalise-args';
export { splitEvenly } from './normalise-runs';
export { fitInto } from './framing-geometry';
export { containerKindOf } from './sniff-container';
export { runMediaTool, type RunOptions, type RunResult } from './ffmpeg-process';
export { createTempDir, removeOrphanedTempDirs, setMediaTempRoot, withTempDir } from './temp-dir';
export { CODEC_SETUP_ID } from './codec-setup';
export { RENDER_STATE_FILE, outputKey, readRenderState, writeRenderState, type OutputSettings, type RecordedOutput } from './render-state';
export { extractPoster, posterSize, POSTER_MAX_SIDE, type Poster } from './poster';
export { renderPreview, previewSize, type PreviewRequest } from './preview';
export { segmentThumbnail } from './thumbnail';
export { fontFile } from './fonts';
export { layoutText, TEXT_LAYOUT_VERSION, type PixelBox, type TextLayout, type TextLine } from './text-layout';
export { type TextOverlay } from './text-filters';
export { textKey } from './text-key';
