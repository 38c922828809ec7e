import { capabilitiesOf } from './capabilities';
import { SECTION_NOUNS, type UploadSection } from '../creative/sections';
import { fileLimitMbOf, largestFileMbOf, limitsOf } from './limits';
import type { Plan } from './plan';

/** What Pro allows, in the words the refusals and the app's toasts add for a plan offered the upgrade. */
export const PRO_OFFERS = {
  files: `Upgrade to Pro for up to ${limitsOf('pro').maxFilesPerSection} files per section.`,
  combinations: `Upgrade to Pro for up to ${limitsOf('pro').maxCombinations} combinations.`,
  texts: `Upgrade to Pro for up to ${limitsOf('pro').maxTexts} texts per job.`,
  sectionFileSize: (section: UploadSection) => `Upgrade to Pro to upload files up to ${fileLimitMbOf('pro', section)}MB.`,
  largestFile: `Pro allows up to ${largestFileMbOf('pro')}MB per file.`,
} as const;

/** The offer as a message's last sentence (with its leading space), or nothing for a plan not offered one. */
export const proOffer = (plan: Plan, offer: string): string => (capabilitiesOf(plan).offeredUpgrade ? ` ${offer}` : '');

/**
 * The limit messages of docs/product-rules.md#sections-and-clips, quoting the numbers of PLAN_LIMITS. The services prefix them
 * with their title ("Too Many Files: ...") and the web app shows them under it, so both say the same.
 */
export const LimitMessages = {
  /** "Maximum 3 files allowed for the intro videos." and, for free, what Pro allows. */
  tooManyFiles: (section: UploadSection, plan: Plan): string =>
    `Maximum ${limitsOf(plan).maxFilesPerSection} files allowed for the ${SECTION_NOUNS[section]} videos.${proOffer(plan, PRO_OFFERS.files)}`,
  /** "Up to 3 texts on your plan." and, for free, what Pro allows: said where the job's texts are written, once they reach the limit. */
  textLimit: (plan: Plan): string => `Up to ${limitsOf(plan).maxTexts} texts on your plan.${proOffer(plan, PRO_OFFERS.texts)}`,
  /** "A job holds at most 3 texts on your plan; this has 4: remove 1" */
  tooManyTexts: (texts: number, maxTexts: number): string => `A job holds at most ${maxTexts} texts on your plan; this has ${texts}: remove ${texts - maxTexts}`,
  /** "This would create 36 video combinations. Maximum allowed: 27", without a closing stop. */
  tooManyCombinations: (combinations: number, maxCombinations: number): string =>
    `This would create ${combinations} video combinations. Maximum allowed: ${maxCombinations}`,
  /** '"a.mp4", "b.mp4" are larger than 50MB, the limit for intro videos.' */
  filesTooLarge: (fileNames: readonly string[], section: UploadSection, plan: Plan): string =>
    `${fileNames.map((name) => `"${name}"`).join(', ')} ${fileNames.length === 1 ? 'is' : 'are'} larger than ${fileLimitMbOf(plan, section)}MB, the limit for ${SECTION_NOUNS[section]} videos.`,
};
