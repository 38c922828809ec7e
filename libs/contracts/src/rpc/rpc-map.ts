import { type BackendService } from '../services';
import {
  CreateUserRequest,
  type CreateUserResponse,
  ForgotPasswordRequest,
  ResetPasswordRequest,
  LoginRequest,
  type ResolvedSession,
  type SessionGrant,
  SessionTokenRequest,
} from './auth.rpc';
import { HealthCheckRequest, type HealthCheckResponse } from './health.rpc';
import { DevMailboxRequest, type DevMailboxMessageView } from './mail.rpc';
import {
  CreateJobRequest,
  type JobArchive,
  JobLookupRequest,
  JobOfUserRequest,
  type JobView,
  ListJobsRequest,
  type OutputLocation,
  OutputLookupRequest,
  type ProcessAnswer,
} from './jobs.rpc';

/**
 * Request/reply patterns. Frozen like event names. A pattern is served by every service that
 * declares a handler for it on its own `<service>.rpc` queue; the caller names the service.
 */
export const Rpc = {
  HealthCheck: 'health.check.v1',
  CreateUser: 'auth.users.create.v1',
  Login: 'auth.login.v1',
  ResolveSession: 'auth.session.resolve.v1',
  Logout: 'auth.logout.v1',
  ForgotPassword: 'auth.password.forgot.v1',
  ResetPassword: 'auth.password.reset.v1',
  CreateJob: 'jobs.create.v1',
  StartJob: 'jobs.start.v1',
  GetJob: 'jobs.get.v1',
  ListJobs: 'jobs.list.v1',
  FindOutput: 'jobs.output.v1',
  JobArchive: 'jobs.archive.v1',
  DevMailbox: 'mail.dev-mailbox.list.v1',
} as const;

export type RpcPattern = (typeof Rpc)[keyof typeof Rpc];

export interface RpcMap {
  'health.check.v1': { request: HealthCheckRequest; response: HealthCheckResponse; servedBy: BackendService };
  'auth.users.create.v1': { request: CreateUserRequest; response: CreateUserResponse; servedBy: 'auth' };
  'auth.login.v1': { request: LoginRequest; response: SessionGrant; servedBy: 'auth' };
  'auth.session.resolve.v1': { request: SessionTokenRequest; response: ResolvedSession; servedBy: 'auth' };
  'auth.logout.v1': { request: SessionTokenRequest; response: { loggedOut: true }; servedBy: 'auth' };
  'auth.password.forgot.v1': { request: ForgotPasswordRequest; response: { accepted: true }; servedBy: 'auth' };
  'auth.password.reset.v1': { request: ResetPasswordRequest; response: { reset: true }; servedBy: 'auth' };
  'jobs.create.v1': { request: CreateJobRequest; response: JobView; servedBy: 'jobs' };
  'jobs.start.v1': { request: JobOfUserRequest; response: ProcessAnswer; servedBy: 'jobs' };
  'jobs.get.v1': { request: JobLookupRequest; response: JobView; servedBy: 'jobs' };
  'jobs.list.v1': { request: ListJobsRequest; response: JobView[]; servedBy: 'jobs' };
  'jobs.output.v1': { request: OutputLookupRequest; response: OutputLocation; servedBy: 'jobs' };
  'jobs.archive.v1': { request: JobLookupRequest; response: JobArchive; servedBy: 'jobs' };
  'mail.dev-mailbox.list.v1': { request: DevMailboxRequest; response: DevMailboxMessageView[]; servedBy: 'mail' };
}

export type RpcRequest<P extends RpcPattern> = RpcMap[P]['request'];
export type RpcResponse<P extends RpcPattern> = RpcMap[P]['response'];

export const RPC_REQUESTS: { [P in RpcPattern]: new () => RpcRequest<P> } = {
  'health.check.v1': HealthCheckRequest,
  'auth.users.create.v1': CreateUserRequest,
  'auth.login.v1': LoginRequest,
  'auth.session.resolve.v1': SessionTokenRequest,
  'auth.logout.v1': SessionTokenRequest,
  'auth.password.forgot.v1': ForgotPasswordRequest,
  'auth.password.reset.v1': ResetPasswordRequest,
  'jobs.create.v1': CreateJobRequest,
  'jobs.start.v1': JobOfUserRequest,
  'jobs.get.v1': JobLookupRequest,
  'jobs.list.v1': ListJobsRequest,
  'jobs.output.v1': OutputLookupRequest,
  'jobs.archive.v1': JobLookupRequest,
  'mail.dev-mailbox.list.v1': DevMailboxRequest,
};

export function isRpcPattern(name: string): name is RpcPattern {
  return Object.prototype.hasOwnProperty.call(RPC_REQUESTS, name);
}
