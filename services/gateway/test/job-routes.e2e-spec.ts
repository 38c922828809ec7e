import type { INestApplication } from '@nestjs/common';
import { JOB_NAME_LIMITS, JOB_NAME_MESSAGES, Rpc } from '@reelmix/contracts';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { newCustomer, type TestCustomer } from './support/api-key-customers';
import { JobsStandIn, JobsWorld } from './support/api-v1-stand-ins';
import { type GatewayWithAuth, PUBLIC_URL, startGatewayWithAuth } from './support/gateway-with-auth';
import { startStandIn } from './support/stand-in-service';

/*
 * The app's history and a job share the first segments of their paths (`/api/jobs/user`,
 * `/api/jobs/:id`), served by two modules. Nest matches routes in the order the modules are
 * registered, so the history must come first; read as a job id, "user" would answer 404.
 */
describe('gateway: the history and a job, by their paths', () => {
  let stack: GatewayWithAuth;
  let jobs: INestApplication;
  let http: TestAgent;
  let ada: TestCustomer;
  let adaJob: string;

  const askedSince = (before: number) => JobsWorld.asked.slice(before).map((asked) => asked.pattern);

  beforeAll(async () => {
    stack = await startGatewayWithAuth();
    jobs = await startStandIn('jobs', stack.amqpUrl, [JobsStandIn]);
    http = request(stack.gateway.getHttpServer());
    ada = await newCustomer(stack, http);
    adaJob = JobsWorld.addJob(ada.id);
  });

  afterAll(async () => {
    await jobs?.close();
    await stack?.close();
  });

  it.each(['/api/jobs/user', '/api/jobs'])('answers %s with the history, not a job called "user"', async (path) => {
    const before = JobsWorld.asked.length;
    const answer = await http.get(path).set('Cookie', ada.cookie).expect(200);
    expect(answer.headers['etag']).toBeDefined();
    expect(answer.body.map((job: { id: string }) => job.id)).toEqual([adaJob]);
    expect(askedSince(before)).not.toContain(Rpc.GetJob);
  });

  it("renames the caller's job with PATCH /api/jobs/:id, and refuses a bad name before asking jobs", async () => {
    const before = JobsWorld.asked.length;
    const renamed = await http.patch(`/api/jobs/${adaJob}`).set('Origin', PUBLIC_URL).set('Cookie', ada.cookie).send({ name: 'Round 2' }).expect(200);
    expect(renamed.body).toMatchObject({ id: adaJob, name: 'Round 2' });
    expect(JobsWorld.asked.slice(before)).toEqual([{ pattern: Rpc.RenameJob, payload: expect.objectContaining({ jobId: adaJob, userId: ada.id, name: 'Round 2' }) }]);

    for (const [name, message] of [
      ['', JOB_NAME_MESSAGES.empty],
      ['x'.repeat(JOB_NAME_LIMITS.maxLength + 1), JOB_NAME_MESSAGES.tooLong],
      ['two\nlines', JOB_NAME_MESSAGES.controlCharacters],
    ]) {
      const refused = await http.patch(`/api/jobs/${adaJob}`).set('Origin', PUBLIC_URL).set('Cookie', ada.cookie).send({ name }).expect(400);
      expect(JSON.stringify(refused.body)).toContain(message);
    }
    expect(askedSince(before)).toEqual([Rpc.RenameJob]);
    // Another customer's job answers as a missing one.
    const stranger = await newCustomer(stack, http);
    await http.patch(`/api/jobs/${adaJob}`).set('Origin', PUBLIC_URL).set('Cookie', stranger.cookie).send({ name: 'Mine' }).expect(404);
  });

  it('answers /api/jobs/:id with that job', async () => {
    const before = JobsWorld.asked.length;
    const answer = await http.get(`/api/jobs/${adaJob}`).set('Cookie', ada.cookie).expect(200);
    expect(answer.body.id).toBe(adaJob);
    expect(askedSince(before)).toEqual([Rpc.GetJob]);
  });
});
