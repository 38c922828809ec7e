import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';

/** The home page's job progress panel (docs/product-rules.md#jobs-and-progress): a card without a landmark of its own. */
export function jobPanel(page: Page): Locator {
  return page.locator('.job-panel');
}

export interface WatchedJob {
  /** Every distinct percentage the bar showed, in order. */
  progress: number[];
  /** The most output rows (with a player) the panel listed while the bar was below 100%. */
  outputsBeforeDone: number;
}

/**
 * Reads the panel's progress bar until the job is done, as a user watching it would: every
 * distinct percentage shown, and how many outputs were already listed before it was done.
 */
export async function watchProgress(page: Page, timeoutMs: number): Promise<WatchedJob> {
  const panel = jobPanel(page);
  const bar = panel.getByRole('progressbar');
  const rows = panel.getByRole('listitem').filter({ has: page.locator('video') });
  const seen: number[] = [];
  let outputsBeforeDone = 0;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const now = Number(await bar.getAttribute('aria-valuenow', { timeout: 5000 }).catch(() => NaN));
    if (!Number.isNaN(now) && seen[seen.length - 1] !== now) seen.push(now);
    if (now === 100) return { progress: seen, outputsBeforeDone };
    if (!Number.isNaN(now)) outputsBeforeDone = Math.max(outputsBeforeDone, await rows.count());
    if (await panel.getByText('Processing Failed').isVisible()) throw new Error(`the job failed after showing ${seen.join('%, ')}%`);
    if (Date.now() > deadline) throw new Error(`the job did not finish in ${timeoutMs} ms; progress shown: ${seen.join('%, ')}%`);
    await page.waitForTimeout(250);
  }
}

export interface LoadedVideo {
  readyState: number;
  width: number;
  height: number;
}

/** Waits until the player has loaded at least the video's metadata (readyState >= 1). */
export async function loadedVideo(player: Locator, timeoutMs = 15000): Promise<LoadedVideo> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // The callback runs in the page; typed structurally because this project compiles without the DOM library.
    const state = await player.evaluate((element) => {
      const video = element as unknown as { readyState: number; videoWidth: number; videoHeight: number; error: { code: number } | null };
      return { readyState: video.readyState, width: video.videoWidth, height: video.videoHeight, error: video.error?.code ?? null };
    });
    if (state.error !== null) throw new Error(`the player failed to load the video (MediaError ${state.error})`);
    if (state.readyState >= 1) return state;
    if (Date.now() > deadline) throw new Error(`the player did not load the video in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** What ffprobe reads in a downloaded file: its container and its video stream's size. */
export function probeDownload(path: string): { isMp4: boolean; width: number; height: number } {
  const header = readFileSync(path).subarray(4, 8).toString('latin1');
  const probe = JSON.parse(
    execFileSync('ffprobe', ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=width,height:format=format_name', '-of', 'json', path]).toString(),
  ) as { streams: { width: number; height: number }[]; format: { format_name: string } };
  return {
    isMp4: header === 'ftyp' && probe.format.format_name.includes('mp4'),
    width: probe.streams[0]?.width ?? 0,
    height: probe.streams[0]?.height ?? 0,
  };
}
