import { type CreatedApiKey, Rpc } from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { uniqueName } from '@reelmix/testing';
import type request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { type GatewayWithAuth, PUBLIC_URL } from './gateway-with-auth';

const PASSWORD = 'correct horse battery';

export interface TestCustomer {
  id: string;
  email: string;
  /** `reelmix_session=…`, for the app's routes. */
  cookie: string;
}

/**
 * A customer of the real auth service, signed in. `pro` writes the subscription auth keeps for
 * a paying customer (the projection of billing's events), as no billing runs here.
 */
export async function newCustomer(stack: GatewayWithAuth, http: TestAgent, { pro = true }: { pro?: boolean } = {}): Promise<TestCustomer> {
  const email = `${uniqueName('api')}@example.com`;
  const { id } = await stack.gateway.get(RpcClient).request('auth', Rpc.CreateUser, { email, password: PASSWORD });
  if (pro) {
    await stack.auth
      .get(DataSource)
      .query(`UPDATE "auth"."users" SET "subscription_status" = 'active', "subscription_current_period_end" = now() + interval '30 days' WHERE "id" = $1`, [id]);
  }
  const login = await http.post('/api/auth/login').set('Origin', PUBLIC_URL).send({ email, password: PASSWORD }).expect(200);
  return { id, email, cookie: sessionCookieOf(login) };
}

export function sessionCookieOf(response: request.Response): string {
  return ([] as string[]).concat(response.headers['set-cookie'] ?? [])[0].split(';')[0];
}

/** A new API key of the customer's, made as the app makes it: `POST /api/keys` with the session. */
export async function createKey(http: TestAgent, customer: TestCustomer, name = 'CI'): Promise<CreatedApiKey> {
  const response = await http.post('/api/keys').set('Origin', PUBLIC_URL).set('Cookie', customer.cookie).send({ name }).expect(201);
  return response.body as CreatedApiKey;
}

export async function revokeKey(http: TestAgent, customer: TestCustomer, key: CreatedApiKey): Promise<void> {
  await http.delete(`/api/keys/${key.id}`).set('Origin', PUBLIC_URL).set('Cookie', customer.cookie).expect(204);
}
