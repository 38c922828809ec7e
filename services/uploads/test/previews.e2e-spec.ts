import { DEFAULT_TEXT_STYLE, ErrorCode, TEXT_AREAS, type TextStyle } from '@reelmix/contracts';
import { OBJECT_STORAGE, type ObjectStorage } from '@reelmix/storage';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INTERNAL_TOKEN, UploadsTestApp } from './support/uploads-test-app';

/** The width the gateway asks for (PREVIEW_WIDTH); 9:16 is then 540 x 960. */
const SIZE = { width: 540, height: 960 };
/** The gateway's own wait for a preview (preview-images.ts): a text must not push a preview past it. */
const PREVIEW_ANSWER_MS = 10_000;

/** A landscape poster of one flat colour, so anything drawn on it stands out and the rest stays put. */
function flatPoster(): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'preview-poster-'));
  try {
    const path = join(dir, 'poster.jpg');
    execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=0x4070a0:size=640x360', '-frames:v', '1', '-q:v', '2', path]);
    return readFileSync(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A JPEG's luma, one byte a pixel, row by row. */
function lumaOf(jpeg: Buffer): Buffer {
  return execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-f', 'jpeg_pipe', '-i', 'pipe:0', '-f', 'rawvideo', '-pix_fmt', 'gray', 'pipe:1'], { input: jpeg, maxBuffer: 16 << 20 });
}

/** The mean difference of two previews' luma over rows `from` to `to` (fractions of the height). */
function meanDifference(a: Buffer, b: Buffer, from: number, to: number): number {
  const [start, end] = [Math.round(from * SIZE.height) * SIZE.width, Math.round(to * SIZE.height) * SIZE.width];
  let sum = 0;
  for (let i = start; i < end; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / (end - start);
}

/*
 * A hook's preview with one of its job's texts: the uploads service draws the text on the poster
 * with the render's own filters (libs/media renderPreview) before the scale-down, so the review
 * shows the words where, and as, the video will have them.
 */
describe('uploads: a framing preview with a text', () => {
  let service: UploadsTestApp;
  const userId = randomUUID();
  const posterKey = `sources/${userId}/${randomUUID()}/intro/${randomUUID()}.poster.jpg`;

  beforeAll(async () => {
    service = await UploadsTestApp.start();
    const poster = flatPoster();
    await service.app.get<ObjectStorage>(OBJECT_STORAGE).put(posterKey, poster, { size: poster.length });
  });

  afterAll(async () => {
    await service?.close();
  });

  async function preview(extra: Record<string, string> = {}): Promise<{ status: number; body: Buffer; ms: number }> {
    const query = new URLSearchParams({ key: posterKey, width: '640', height: '360', placement: '9x16', framing: 'fill', focus: '0.5,0.5', size: String(SIZE.width), ...extra });
    const startedAt = Date.now();
    const answer = await fetch(`${service.url}/internal/previews?${query}`, { headers: { 'x-internal-token': INTERNAL_TOKEN, 'x-user-id': userId } });
    return { status: answer.status, body: Buffer.from(await answer.arrayBuffer()), ms: Date.now() - startedAt };
  }

  const withText = (text: string, style: TextStyle) => ({ text, textStyle: JSON.stringify(style) });

  it("draws the text inside the placement's text area, at the style's position, and leaves the rest of the picture as it was", async () => {
    const plain = await preview();
    const top = await preview(withText('Stop scrolling if you have dry skin', DEFAULT_TEXT_STYLE));
    const bottom = await preview(withText('Stop scrolling if you have dry skin', { ...DEFAULT_TEXT_STYLE, position: 'bottom', backdrop: 'outline', colour: '#ffffff', backdropColour: '#000000' }));
    for (const answer of [plain, top, bottom]) {
      expect(answer.status).toBe(200);
      expect(answer.ms).toBeLessThan(PREVIEW_ANSWER_MS);
    }
    const [none, atTop, atBottom] = [plain, top, bottom].map((answer) => lumaOf(answer.body));
    expect(none).toHaveLength(SIZE.width * SIZE.height);

    const area = TEXT_AREAS['9:16'];
    const [upper, lower] = [
      [area.top, area.top + area.height / 3],
      [area.top + (2 * area.height) / 3, area.top + area.height],
    ] as const;
    // The white box and its dark letters at the top of the area; nothing below it.
    expect(meanDifference(none, atTop!, ...upper)).toBeGreaterThan(40);
    expect(meanDifference(none, atTop!, ...lower)).toBeLessThan(1);
    // The outlined text at the bottom of the area; nothing above it.
    expect(meanDifference(none, atBottom!, ...lower)).toBeGreaterThan(5);
    expect(meanDifference(none, atBottom!, ...upper)).toBeLessThan(1);
    // Outside the text area the picture is the one without text.
    expect(meanDifference(none, atTop!, 0, area.top - 0.02)).toBeLessThan(1);
    expect(meanDifference(none, atTop!, area.top + area.height + 0.02, 1)).toBeLessThan(1);
  }, 60_000);

  it.each([
    ['a text without its style', { text: 'Hello' }, 'textStyle must be the text style as JSON'],
    ['a style without its text', { textStyle: JSON.stringify(DEFAULT_TEXT_STYLE) }, 'text must be the words to draw'],
    ['a style that is no JSON', { text: 'Hello', textStyle: '{font' }, 'textStyle must be the text style as JSON'],
    ['a style of an unknown font', withText('Hello', { ...DEFAULT_TEXT_STYLE, font: 'comic' as TextStyle['font'] }), 'textStyle must be the text style as JSON'],
    ['an unreadable style', withText('Hello', { ...DEFAULT_TEXT_STYLE, colour: '#eeeeee' }), 'contrast'],
    ['a letter the font lacks', withText('漢字', DEFAULT_TEXT_STYLE), '漢'],
  ])('refuses %s with a 400 and the reason, never a 500', async (_, extra, reason) => {
    const answer = await preview(extra);
    expect(answer.status).toBe(400);
    const body = JSON.parse(answer.body.toString()) as { code?: string; message: string };
    expect(body.message).toContain(reason);
    if (body.code) expect(body.code).toBe(ErrorCode.ValidationFailed);
  }, 30_000);
});
