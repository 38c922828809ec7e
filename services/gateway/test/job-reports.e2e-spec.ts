import { Controller, type INestApplication } from '@nestjs/common';
import { ADS_EXPORT_LIMITS, ADS_EXPORT_NOT_CSV, ADS_EXPORT_TOO_LARGE, CreateJobReportRequest, type JobReportView, Rpc } from '@reelmix/contracts';
import { OnRequest, RpcClient } from '@reelmix/messaging';
import { analyseExport, type DesignOutput } from '@reelmix/analysis';
import { uniqueName } from '@reelmix/testing';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { type GatewayWithAuth, PUBLIC_URL, startGatewayWithAuth } from './support/gateway-with-auth';
import { startStandIn } from './support/stand-in-service';

const PASSWORD = 'correct horse battery';
const JOB_ID = randomUUID();
/** The one output the stand-in's job has. */
const DESIGN: DesignOutput[] = [
  { file: 'h1-b1-c1_9x16.mp4', hook: { position: 1, name: 'hook.mp4' }, body: { position: 1, name: 'body.mp4' }, cta: { position: 1, name: 'cta.mp4' }, placement: '9:16' },
];
const CSV = 'Ad name,Amount spent (USD),Impressions,Link clicks\n"Sale | h1-b1-c1_9x16",12.50,"1,000",20\n';

/** Plays jobs: keeps what it was asked to store, so the test can see what the gateway forwarded. */
@Controller()
class JobsStandIn {
  static created: CreateJobReportRequest[] = [];

  @OnRequest(Rpc.CreateJobReport)
  async create(request: CreateJobReportRequest): Promise<JobReportView> {
    JobsStandIn.created.push(request);
    const report = analyseExport(request.csv, DESIGN, { metric: request.reading.metric, ...(request.reading.mapping ? { mapping: request.reading.mapping } : {}) });
    const at = new Date().toISOString();
    const winners = { hook: null, body: null, cta: null, placement: null };
    return { id: randomUUID(), jobId: request.jobId, fileName: request.fileName, metric: request.reading.metric, createdAt: at, updatedAt: at, rows: report.matching.rows, matchedRows: report.matching.matchedRows, winners, mapping: request.reading.mapping ?? null, csv: request.csv, report };
  }
}

/*
 * The gateway reads an ads export from a multipart form and hands its text to the jobs service.
 * What a client can get wrong is answered here, at once, with the reason: a file too large, bytes
 * that are not text, no file, a mapping that is not JSON, an unknown metric.
 */
describe('gateway: keeping an ads export with a job', () => {
  let stack: GatewayWithAuth;
  let jobs: INestApplication;
  let http: TestAgent;
  let cookie: string;

  const upload = (body: Buffer | string, fields: Record<string, string> = {}, fileName = 'meta-export.csv') => {
    let call = http.post(`/api/jobs/${JOB_ID}/reports`).set('Origin', PUBLIC_URL).set('Cookie', cookie).attach('export', Buffer.from(body), fileName);
    for (const [name, value] of Object.entries(fields)) call = call.field(name, value);
    return call;
  };

  beforeAll(async () => {
    stack = await startGatewayWithAuth();
    jobs = await startStandIn('jobs', stack.amqpUrl, [JobsStandIn]);
    http = request(stack.gateway.getHttpServer());
    const email = `${uniqueName('reports')}@example.com`;
    await stack.gateway.get(RpcClient).request('auth', Rpc.CreateUser, { email, password: PASSWORD });
    const login = await http.post('/api/auth/login').set('Origin', PUBLIC_URL).send({ email, password: PASSWORD }).expect(200);
    cookie = ([] as string[]).concat(login.headers['set-cookie'] ?? [])[0].split(';')[0];
  });

  afterAll(async () => {
    await jobs?.close();
    await stack?.close();
  });

  it("forwards the export's text, its name and the reading to the jobs service", async () => {
    const mapping = { adName: 'Ad name', impressions: 'Impressions', clicks: 'Link clicks' };
    const response = await upload(CSV, { metric: 'hookRate', mapping: JSON.stringify(mapping) }).expect(201);

    expect(response.body).toMatchObject({ jobId: JOB_ID, fileName: 'meta-export.csv', metric: 'hookRate', rows: 1, matchedRows: 1 });
    const forwarded = JobsStandIn.created.at(-1);
    expect(forwarded).toMatchObject({ jobId: JOB_ID, csv: CSV, fileName: 'meta-export.csv', reading: { metric: 'hookRate', mapping } });
  });

  it('reads the verdicts on click-through when no metric is sent', async () => {
    await upload(CSV).expect(201);
    expect(JobsStandIn.created.at(-1)?.reading.metric).toBe('ctr');
  });

  it('refuses an export over the limit with 413 and says so, within a second', async () => {
    const started = Date.now();
    const response = await upload(Buffer.alloc(ADS_EXPORT_LIMITS.maxBytes + 1, 'a')).expect(413);
    expect(response.body.message).toBe(ADS_EXPORT_TOO_LARGE);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('refuses a file that is not text with 415', async () => {
    const response = await upload(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), {}, 'photo.csv').expect(415);
    expect(response.body.message).toBe(ADS_EXPORT_NOT_CSV);
  });

  it('refuses a form without the file, a mapping that is not JSON and an unknown metric with 400', async () => {
    const noFile = await http.post(`/api/jobs/${JOB_ID}/reports`).set('Origin', PUBLIC_URL).set('Cookie', cookie).field('metric', 'ctr').expect(400);
    expect(noFile.body.message).toContain('export');
    const badMapping = await upload(CSV, { mapping: '{not json' }).expect(400);
    expect(badMapping.body.message).toContain('mapping');
    await upload(CSV, { metric: 'roas' }).expect(400);
  });

  it('answers a job id that is not one with 404, and a caller without a session with 401', async () => {
    await http.post('/api/jobs/not-a-job/reports').set('Origin', PUBLIC_URL).set('Cookie', cookie).attach('export', Buffer.from(CSV), 'e.csv').expect(404);
    await http.get(`/api/jobs/${JOB_ID}/reports`).expect(401);
  });
});
