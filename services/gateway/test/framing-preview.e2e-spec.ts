import { Controller, type INestApplication } from '@nestjs/common';
import { ClipPreviewRequest, type ClipPreviewSource, DEFAULT_TEXT_STYLE, DomainError, ErrorCode, PREVIEW_TEXT_MESSAGES, Rpc } from '@reelmix/contracts';
import { OnRequest } from '@reelmix/messaging';
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { newCustomer, type TestCustomer } from './support/api-key-customers';
import { type GatewayWithAuth, startGatewayWithAuth } from './support/gateway-with-auth';
import { startStandIn } from './support/stand-in-service';

const STYLE = { ...DEFAULT_TEXT_STYLE, position: 'bottom' as const };
const TEXTS = ['Stop scrolling', '50% off today'];
const NOT_A_HOOK = PREVIEW_TEXT_MESSAGES.notAHook('body');
const POSTER_KEY = `sources/${randomUUID()}/up/intro/r.poster.jpg`;

/** The jobs service's answer for a job of two texts, refusing a text where jobs would. */
@Controller()
class PreviewSourceStandIn {
  static asked: ClipPreviewRequest[] = [];

  @OnRequest(Rpc.ClipPreviewSource)
  async source(asked: ClipPreviewRequest): Promise<ClipPreviewSource> {
    PreviewSourceStandIn.asked.push({ ...asked });
    const source: ClipPreviewSource = { posterKey: POSTER_KEY, width: 1920, height: 1080, framing: 'auto', focus: { x: 0.5, y: 0.5 } };
    if (asked.text === undefined) return source;
    if (asked.clipId !== 'intro-1') throw new DomainError(ErrorCode.ValidationFailed, NOT_A_HOOK);
    return { ...source, text: { text: TEXTS[asked.text - 1]!, style: STYLE } };
  }
}

/*
 * The preview route's `text`: a position the gateway reads (anything else is a 400 before the
 * jobs service is asked), passed to jobs, whose text and style go on to the uploads service that
 * draws them; jobs' refusal is the customer's 400. The drawing itself is the uploads service's
 * test (services/uploads/test/previews.e2e-spec.ts); here uploads is a recorder answering bytes.
 */
describe('gateway: a framing preview with one of the job\'s texts', () => {
  let stack: GatewayWithAuth;
  let jobs: INestApplication;
  let uploads: Server;
  let http: TestAgent;
  let owner: TestCustomer;
  const image = randomBytes(2048);
  const uploadsAsked: URLSearchParams[] = [];
  const jobId = randomUUID();

  beforeAll(async () => {
    uploads = createServer((incoming, answer) => {
      uploadsAsked.push(new URL(incoming.url ?? '/', 'http://uploads').searchParams);
      answer.writeHead(200, { 'content-type': 'image/jpeg' }).end(image);
    });
    await new Promise<void>((resolve) => uploads.listen(0, '127.0.0.1', () => resolve()));
    stack = await startGatewayWithAuth({ UPLOADS_URL: `http://127.0.0.1:${(uploads.address() as AddressInfo).port}` });
    jobs = await startStandIn('jobs', stack.amqpUrl, [PreviewSourceStandIn]);
    http = request(stack.gateway.getHttpServer());
    owner = await newCustomer(stack, http);
  });

  afterAll(async () => {
    await jobs?.close();
    await stack?.close();
    uploads?.closeAllConnections();
    await new Promise((resolve) => uploads?.close(resolve));
  });

  const preview = (query: string, clip = 'intro-1') => http.get(`/api/jobs/${jobId}/clips/${clip}/preview?placement=9x16&${query}`).set('Cookie', owner.cookie);

  it("asks jobs for the text at that position and has uploads draw it in the job's style", async () => {
    const answer = await preview('text=2').expect(200);
    expect(answer.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(answer.body as Buffer, image)).toBe(0);
    // The words behind a position can change with the plan, so the browser asks again each time.
    expect(answer.headers['cache-control']).toBe('private, no-cache');
    expect(PreviewSourceStandIn.asked.at(-1)).toMatchObject({ jobId, clipId: 'intro-1', userId: owner.id, placement: '9:16', text: 2 });
    const drawn = uploadsAsked.at(-1)!;
    expect(drawn.get('text')).toBe('50% off today');
    expect(JSON.parse(drawn.get('textStyle')!)).toEqual(STYLE);
    expect(drawn.get('key')).toBe(POSTER_KEY);

    const plain = await preview('').expect(200);
    expect(plain.headers['cache-control']).toBe('private, max-age=300');
    expect(PreviewSourceStandIn.asked.at(-1)?.text).toBeUndefined();
    expect(uploadsAsked.at(-1)!.has('text')).toBe(false);
    expect(uploadsAsked.at(-1)!.has('textStyle')).toBe(false);
  });

  it.each(['text=0', 'text=abc', 'text=1.5', 'text=-1', 'text=', 'text=1&text=2', 'text=1e3', 'text=9999'])('refuses %s with a 400 before asking jobs', async (query) => {
    const [jobsBefore, uploadsBefore] = [PreviewSourceStandIn.asked.length, uploadsAsked.length];
    const refused = await preview(query).expect(400);
    expect(refused.body.message).toBe(PREVIEW_TEXT_MESSAGES.notAPosition);
    expect(PreviewSourceStandIn.asked).toHaveLength(jobsBefore);
    expect(uploadsAsked).toHaveLength(uploadsBefore);
  });

  it("answers jobs' refusal of a text (here: on a body clip) as a 400 with its words, and makes no image", async () => {
    const uploadsBefore = uploadsAsked.length;
    const refused = await preview('text=1', 'body-1').expect(400);
    expect(refused.body.message).toBe(NOT_A_HOOK);
    expect(uploadsAsked).toHaveLength(uploadsBefore);
  });
});
