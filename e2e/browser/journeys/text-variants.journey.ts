import { designOfJob, simulateMetaExport } from '@reelmix/analysis';
import { type JobView, SECTIONS } from '@reelmix/contracts';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { proAccount, useSession } from '../support/accounts';
import type { BrowserStack } from '../support/browser-stack';
import { downloadBundle, manifestOf } from '../support/bundle-download';
import { latestJobId, untilCompleted } from '../support/job-api';
import { jobPanel } from '../support/job-panel';
import { atPath, visible } from '../support/page-expectations';
import { inBrowser } from '../support/page-session';
import { chooseClips, sectionClips } from '../support/upload-widget';

/** The two lines a skincare buyer tests on every hook; the second goes by its label in results and reports. */
const TEXTS = [
  { text: 'Stop scrolling if you have dry skin', label: null },
  { text: 'Dermatologists hate this', label: 'Derm angle' },
] as const;
const HOOKS = 2;
/** 2 hooks x 2 texts x 1 body x 1 CTA, in 9:16 alone. */
const OUTPUTS = HOOKS * TEXTS.length;

interface ManifestRow {
  file: string;
  text: string | null;
  textLabel: string | null;
}

/** Escapes a literal for a RegExp. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Text variants from the upload page to the read-back: two texts on two hooks, rendered, bundled and read back with text 2 winning. */
export function textVariantsJourneys(app: BrowserStack): void {
  describe('text variants on the hooks', () => {
    const dir = mkdtempSync(join(tmpdir(), 'reelmix-browser-text-variants-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('writes two texts with a label and an outline at the bottom on the upload page, finds them in the plan, sees each on the hooks, renders hooks x texts x bodies x CTAs, bundles the texts in the manifest and reads the labelled text back as the winner', () =>
      inBrowser(app, 'text-variants', async (session) => {
        const { page, context } = session;
        const customer = await proAccount(app.baseUrl, 'texts');
        await useSession(context, app.baseUrl, customer.cookie);
        await page.goto('/');
        for (const section of SECTIONS) await chooseClips(page, section, sectionClips(dir, section, section === 'intro' ? HOOKS : 1));
        await page.getByRole('checkbox', { name: '4:5 (Feed)' }).uncheck();

        // The texts and their style are written on the upload page, beside the clips.
        await addTexts(page);
        await page.getByRole('button', { name: 'Choose the text style' }).click();
        const style = page.getByRole('group', { name: 'Text style' });
        await style.getByRole('group', { name: 'Backdrop' }).getByRole('radio', { name: 'Outline' }).check();
        await style.getByRole('group', { name: 'Position' }).getByRole('radio', { name: 'Bottom' }).check();
        await visible(page.getByRole('status').getByText(`${OUTPUTS} combinations`, { exact: true }));
        await session.capture('texts-written');
        await page.getByRole('button', { name: 'Start Creating Variations' }).click();

        // The job's plan holds them before the review opens: counted, and filled in where the combinations are chosen.
        await visible(page.getByText(new RegExp(`^${OUTPUTS} of ${OUTPUTS} combinations chosen, ${OUTPUTS} videos in 1 placement`)));
        await visible(page.getByText('2 hooks × 2 texts × 1 body × 1 CTA', { exact: true }));
        await planHoldsTexts(page);
        await session.capture('texts-planned');

        // Each hook's tiles show the text chosen above them, one text at a time.
        for (let hook = 1; hook <= HOOKS; hook += 1) {
          const clip = `intro-${hook}.mp4`;
          for (const [index, variant] of TEXTS.entries()) {
            await page.getByRole('group', { name: `Text shown on ${clip}` }).getByRole('radio', { name: `T${index + 1} ${variant.label ?? variant.text}` }).check();
            await textShown(page.getByRole('list', { name: `Placements of ${clip}` }), variant.text);
          }
        }
        await session.capture('hooks-with-texts');

        await page.getByRole('button', { name: `Render ${OUTPUTS} videos` }).click();
        await visible(jobPanel(page));
        await visible(jobPanel(page).getByText(`${OUTPUTS} videos ready`), 300000);
        const jobId = await latestJobId(page);
        const job = await untilCompleted(page, jobId, OUTPUTS, 30000);
        // Every output is named by its parts, the text after the hook, and the list says which text it carries.
        for (let hook = 1; hook <= HOOKS; hook += 1) {
          for (const [index, variant] of TEXTS.entries()) {
            const name = new RegExp(`^Preview of \\S*h${hook}-t${index + 1}-b1-c1_9x16\\.mp4$`);
            const row = jobPanel(page).getByRole('listitem').filter({ has: page.getByLabel(name) });
            await visible(row.getByText(new RegExp(` / ${literal(variant.label ?? variant.text)} / `)));
          }
        }
        await session.capture('rendered');

        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Video History' }).click();
        await atPath(page, '/dashboard');
        checkManifestTexts(job, manifestOf<ManifestRow>((await downloadBundle(page, dir, 'bundle')).folder));

        // The ads ran: text 2 is clicked three times as often as text 1 on every hook.
        const exportFile = join(dir, 'meta-export.csv');
        writeFileSync(exportFile, simulatedExport(job));
        await page.getByRole('link', { name: 'Read results' }).first().click();
        await atPath(page, `/jobs/${jobId}/results`);
        const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Choose an export file' }).click()]);
        await chooser.setFiles(exportFile);
        await visible(page.getByText(new RegExp(`${OUTPUTS} of ${OUTPUTS} rows matched`)));
        const textsRead = page.getByRole('region', { name: 'Texts', exact: true });
        await visible(textsRead.getByText(`Winner: ${TEXTS[1].label}`));
        await visible(textsRead.getByRole('rowheader', { name: TEXTS[0].text }));
        await session.capture('texts-read-back');
      }, { honest: true }), 600000);
  });
}

/** Adds each text (and its label) in the upload's Text section, as a buyer types them. */
async function addTexts(page: Page): Promise<void> {
  const section = page.getByRole('group', { name: 'Text', exact: true });
  for (const [index, variant] of TEXTS.entries()) {
    await section.getByRole('button', { name: 'Add a text' }).click();
    const text = section.getByRole('textbox', { name: `Text ${index + 1}`, exact: true });
    await text.fill(variant.text);
    if (variant.label) await section.getByRole('textbox', { name: `Label of text ${index + 1}` }).fill(variant.label);
    await text.blur();
  }
}

/** The plan's Texts field opens on the texts the upload saved, each with its label. */
async function planHoldsTexts(page: Page): Promise<void> {
  const field = page.getByRole('group', { name: 'Texts on the hooks' });
  for (const [index, variant] of TEXTS.entries()) {
    const text = field.getByRole('textbox', { name: `Text ${index + 1}`, exact: true });
    await visible(text);
    const label = await field.getByRole('textbox', { name: `Label of text ${index + 1}` }).inputValue();
    if ((await text.inputValue()) !== variant.text || label !== (variant.label ?? '')) {
      throw new Error(`the plan holds text ${index + 1} as "${await text.inputValue()}" labelled "${label}", not as written on the upload`);
    }
  }
}

/**
 * A hook's tiles show the text: an image named with it over each placement. Looked for by its
 * accessible name, so it holds whether the browser or the server draws the sample.
 */
async function textShown(tiles: Locator, text: string): Promise<void> {
  await visible(tiles.getByRole('img', { name: new RegExp(literal(text)) }));
  const others = TEXTS.filter((variant) => variant.text !== text);
  for (const other of others) {
    if (await tiles.getByRole('img', { name: new RegExp(literal(other.text)) }).count()) throw new Error(`the tiles still show "${other.text}" with "${text}" chosen`);
  }
}

/** The bundle's manifest lists every output with the text drawn on its hook and that text's label, as the job names them. */
function checkManifestTexts(job: JobView, rows: ManifestRow[]): void {
  if (rows.length !== OUTPUTS) throw new Error(`the manifest lists ${rows.length} videos, not ${OUTPUTS}`);
  for (const output of job.outputs ?? []) {
    const variant = TEXTS[(output.text ?? 0) - 1];
    const row = rows.find((candidate) => output.fileName.endsWith(candidate.file));
    if (!variant || row?.text !== variant.text || (row.textLabel ?? null) !== variant.label) {
      throw new Error(`${output.fileName} (text ${output.text}) is in the manifest as ${JSON.stringify(row)}`);
    }
  }
}

/** A Meta export of the job's ads, named after its outputs, with text 2 at three times text 1's click-through. */
function simulatedExport(job: JobView): string {
  return simulateMetaExport({
    seed: 7,
    design: designOfJob(job),
    ctrOf: (output) => (output.text?.position === 2 ? 0.03 : 0.01),
    minImpressions: 20000,
    maxImpressions: 30000,
  });
}
