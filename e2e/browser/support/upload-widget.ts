import { SECTION_NOUNS, type UploadSection } from '@reelmix/contracts';
import type { Page } from 'playwright-core';
import { makeClip } from '../../fixtures/clips';

/** `count` tiny clips for a section, `<section>-<n>.mp4`, landscape and portrait in turn. */
export function sectionClips(dir: string, section: UploadSection, count: number): string[] {
  return Array.from({ length: count }, (_, index) =>
    makeClip(dir, `${section}-${index + 1}.mp4`, index % 2 === 0 ? { width: 160, height: 120, seconds: 0.5 } : { width: 120, height: 160, seconds: 0.5 }),
  );
}

/** Clicks a section's drop area and picks the files in the file chooser it opens, as a user does. */
export async function chooseClips(page: Page, section: UploadSection, files: string[]): Promise<void> {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: `Add ${SECTION_NOUNS[section]} videos` }).click(),
  ]);
  await chooser.setFiles(files);
}

/** The names listed under a section's drop area. */
export function chosenClips(page: Page, section: UploadSection): Promise<string[]> {
  return page.getByRole('list', { name: `Chosen ${SECTION_NOUNS[section]} videos` }).getByRole('listitem').allInnerTexts();
}
