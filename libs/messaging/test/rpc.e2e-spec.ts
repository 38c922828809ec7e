import { Controller, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { MicroserviceOptions } from '@nestjs/microservices';
import { type BackendService, DomainError, ErrorCode, type HealthCheckResponse, Rpc } from '@reelmix/contracts';
import { currentCorrelationId, runWithCorrelationId } from '@reelmix/logging';
import { uniqueName } from '@reelmix/testing';
import { AmqpConnection } from '../src/amqp-connection';
import { RpcClient } from '../src/rpc/rpc-client';
import { AmqpServer } from '../src/transport/amqp-server';
import { OnRequest } from '../src/transport/handler-decorators';
import { PassThroughRpcFilter } from '../src/transport/pass-through-rpc.filter';
import { AMQP_URL, BrokerProbe } from './fixtures/broker';

/** How the test service answers depends on what the caller's correlation id asks for. */
@Controller()
class ScriptedHealthController {
  @OnRequest(Rpc.HealthCheck)
  async check(): Promise<HealthCheckResponse> {
    const trace = currentCorrelationId() ?? '';
    if (trace.startsWith('missing')) throw new DomainError(ErrorCode.NotFound, 'No such thing', { what: 'thing' });
    if (trace.startsWith('crash')) throw new Error('database exploded');
    if (trace.startsWith('slow')) await new Promise((resolve) => setTimeout(resolve, 1500));
    return { service: 'scripted', status: 'up', checks: { seenTrace: trace === '' ? 'down' : 'up' }, uptimeSeconds: 0 };
  }
}

describe('request/reply over the real broker', () => {
  const service = uniqueName('rpc') as BackendService;
  let serverConnection: AmqpConnection;
  let clientConnection: AmqpConnection;
  let app: INestMicroservice;
  let rpc: RpcClient;

  beforeAll(async () => {
    serverConnection = new AmqpConnection({ url: AMQP_URL, name: service });
    await serverConnection.connect();
    app = await NestFactory.createMicroservice<MicroserviceOptions>(
      { module: class ScriptedModule {}, controllers: [ScriptedHealthController] } as never,
      {
        strategy: new AmqpServer({ service, connection: serverConnection, prefetch: 5, deliveryLimit: 3 }),
        logger: false,
      },
    );
    app.useGlobalFilters(new PassThroughRpcFilter());
    await app.listen();
    clientConnection = new AmqpConnection({ url: AMQP_URL, name: 'rpc-test-client' });
    await clientConnection.connect();
    rpc = new RpcClient(clientConnection, 1000);
    await rpc.whenReady();
  });

  afterAll(async () => {
    await app.close();
    await serverConnection.close();
    await clientConnection.close();
    const probe = await BrokerProbe.open();
    await probe.removeQueuesOf(service);
    await probe.close();
  });

  it('answers, and the caller correlation id reaches the handler through the broker', async () => {
    const answer = await runWithCorrelationId('trace-123', () => rpc.request(service, Rpc.HealthCheck, {}));
    expect(answer).toEqual({ service: 'scripted', status: 'up', checks: { seenTrace: 'up' }, uptimeSeconds: 0 });
  });

  it('brings a domain error back with its code, message and details', async () => {
    const failure = await runWithCorrelationId('missing-1', () => rpc.request(service, Rpc.HealthCheck, {})).catch((e) => e);
    expect(failure).toBeInstanceOf(DomainError);
    expect(failure).toMatchObject({ code: ErrorCode.NotFound, message: 'No such thing', details: { what: 'thing' } });
  });

  it('hides an unexpected error behind an error id', async () => {
    const failure = await runWithCorrelationId('crash-1', () => rpc.request(service, Rpc.HealthCheck, {})).catch((e) => e);
    expect(failure).toMatchObject({ code: ErrorCode.Internal, message: 'Internal error' });
    expect(JSON.stringify(failure.details)).not.toContain('exploded');
    expect(failure.details.errorId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('times out with a clear error when the service is too slow', async () => {
    const failure = await runWithCorrelationId('slow-1', () => rpc.request(service, Rpc.HealthCheck, {}, { timeoutMs: 300 })).catch(
      (e) => e,
    );
    expect(failure).toMatchObject({ code: ErrorCode.Timeout });
    expect(failure.message).toContain(`The ${service} service did not answer within 300 ms`);
  });

  it('says at once that a service with no running instance is unavailable', async () => {
    const started = Date.now();
    const failure = await rpc.request('nobody_home' as BackendService, Rpc.HealthCheck, {}, { timeoutMs: 5000 }).catch((e) => e);
    expect(failure).toMatchObject({ code: ErrorCode.ServiceUnavailable, message: 'The nobody_home service is unavailable' });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
