import { Controller, type INestApplication } from '@nestjs/common';
import { CLIP_LABEL_MAX_LENGTH, CLIP_LABEL_MESSAGE, DomainError, ErrorCode, type LibraryClip, Rpc, SetClipLabelRequest } from '@reelmix/contracts';
import { OnRequest } from '@reelmix/messaging';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { newCustomer, type TestCustomer } from './support/api-key-customers';
import { type GatewayWithAuth, PUBLIC_URL, startGatewayWithAuth } from './support/gateway-with-auth';
import { startStandIn } from './support/stand-in-service';

/** Library clips by owner, as the uploads service keeps them, and every label request it got. */
class LabelledClips {
  static readonly owners = new Map<string, string>();
  static readonly asked: SetClipLabelRequest[] = [];
}

@Controller()
class UploadsLabelStandIn {
  @OnRequest(Rpc.SetClipLabel)
  async setLabel(change: SetClipLabelRequest): Promise<LibraryClip> {
    LabelledClips.asked.push({ ...change });
    if (LabelledClips.owners.get(change.clipId) !== change.userId) throw new DomainError(ErrorCode.NotFound, 'Clip not found');
    return {
      id: change.clipId,
      section: 'intro',
      originalName: 'IMG_0412.mov',
      label: change.label,
      durationSec: 3,
      width: 1080,
      height: 1920,
      orientation: 'portrait',
      sizeBytes: 1000,
      createdAt: new Date().toISOString(),
      posterUrl: null,
      jobCount: 1,
    };
  }
}

/*
 * `PATCH /api/clips/{id}` gives a library clip the customer's label: checked and trimmed by the
 * gateway, a same-site write like the app's others, and answered 404 for a clip that is not the caller's.
 */
describe('gateway: labelling a library clip', () => {
  let stack: GatewayWithAuth;
  let uploads: INestApplication;
  let http: TestAgent;
  let ada: TestCustomer;
  let bob: TestCustomer;
  let adaClip: string;

  const patch = (customer: TestCustomer, clipId: string, body: unknown) =>
    http.patch(`/api/clips/${clipId}`).set('Origin', PUBLIC_URL).set('Cookie', customer.cookie).send(body as object);

  beforeAll(async () => {
    stack = await startGatewayWithAuth();
    uploads = await startStandIn('uploads', stack.amqpUrl, [UploadsLabelStandIn]);
    http = request(stack.gateway.getHttpServer());
    [ada, bob] = [await newCustomer(stack, http), await newCustomer(stack, http)];
    adaClip = randomUUID();
    LabelledClips.owners.set(adaClip, ada.id);
  });

  afterAll(async () => {
    await uploads?.close();
    await stack?.close();
  });

  it("sets the owner's label, trimmed, and answers the clip", async () => {
    const answer = await patch(ada, adaClip, { label: '  UGC Sarah v3 ' }).expect(200);
    expect(answer.body).toMatchObject({ id: adaClip, originalName: 'IMG_0412.mov', label: 'UGC Sarah v3' });
    expect(LabelledClips.asked.at(-1)).toEqual({ userId: ada.id, clipId: adaClip, label: 'UGC Sarah v3' });
  });

  it('clears the label for null or a blank one', async () => {
    await patch(ada, adaClip, { label: null }).expect(200);
    expect(LabelledClips.asked.at(-1)?.label).toBeNull();
    const answer = await patch(ada, adaClip, { label: '   ' }).expect(200);
    expect(answer.body.label).toBeNull();
    expect(LabelledClips.asked.at(-1)?.label).toBeNull();
  });

  it("answers another customer's clip 404, as one that does not exist", async () => {
    const notYours = await patch(bob, adaClip, { label: 'Mine' }).expect(404);
    const missing = await patch(ada, randomUUID(), { label: 'Nothing' }).expect(404);
    expect(notYours.body.message).toBe(missing.body.message);
    await patch(ada, 'not-a-clip-id', { label: 'Nothing' }).expect(404);
  });

  it.each([
    ['too long', { label: 'x'.repeat(CLIP_LABEL_MAX_LENGTH + 1) }],
    ['a line break inside', { label: 'UGC\nSarah' }],
    ['not text', { label: 42 }],
    ['missing', {}],
  ])('refuses a label that is %s with 400 and the rule, asking uploads nothing', async (_, body) => {
    const before = LabelledClips.asked.length;
    const answer = await patch(ada, adaClip, body).expect(400);
    expect(answer.body.message).toBe(CLIP_LABEL_MESSAGE);
    expect(LabelledClips.asked.length).toBe(before);
  });

  it('refuses a write from another site, and one without a session', async () => {
    await http.patch(`/api/clips/${adaClip}`).set('Origin', 'https://elsewhere.example').set('Cookie', ada.cookie).send({ label: 'x' }).expect(403);
    await http.patch(`/api/clips/${adaClip}`).set('Origin', PUBLIC_URL).send({ label: 'x' }).expect(401);
  });
});
