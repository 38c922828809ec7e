import type { INestApplication } from '@nestjs/common';
import { Rpc } from '@reelmix/contracts';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { newCustomer, type TestCustomer } from './support/api-key-customers';
import { JobsStandIn, JobsWorld } from './support/api-v1-stand-ins';
import { type GatewayWithAuth, startGatewayWithAuth } from './support/gateway-with-auth';
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

  it('answers /api/jobs/:id with that job', async () => {
    const before = JobsWorld.asked.length;
    const answer = await http.get(`/api/jobs/${adaJob}`).set('Cookie', ada.cookie).expect(200);
    expect(answer.body.id).toBe(adaJob);
    expect(askedSince(before)).toEqual([Rpc.GetJob]);
  });
});
