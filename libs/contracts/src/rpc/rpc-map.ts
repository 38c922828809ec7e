import { type BackendService } from '../services';
import type { AdminSessionGrant, AdminView, ResolvedAdminSession } from './admin-auth.rpc';
import { type BillingDashboardView, type JobDashboardView, UserDashboardRequest, type UserDashboardView } from './admin-dashboard.rpc';
import {
  type ActivityItem,
  AdminCancelProRequest,
  AdminMailRequest,
  type AdminUserView,
  ChangeAdminPasswordRequest,
  ClearRequestedProRequest,
  CreateAdminRequest,
  CreateProUserRequest,
  DeleteUserRequest,
  type JobStatsView,
  ListUsersRequest,
  type ProCancellationView,
  RecentActivityRequest,
  type RevenueStatsView,
  SetComplimentaryProRequest,
  SetUserProRequest,
  UpdateAdminProfileRequest,
  UserIdRequest,
  type UserListView,
  type UserStatsView,
} from './admin.rpc';
import {
  type AffiliateAdminView,
  AffiliateStatsRequest,
  type AffiliateStatsView,
  EnrolAffiliateRequest,
  type EnrolAffiliateResponse,
  PayoutRunRequest,
  type PayoutRunResult,
  ReferredSignupRequest,
} from './affiliates.rpc';
import {
  CancelSubscriptionRequest,
  type CancelSubscriptionResponse,
  CompleteRegistrationRequest,
  type CompleteRegistrationResponse,
  ConfirmSetupRequest,
  type ConfirmSetupResponse,
  type PaymentConfigView,
  RegistrationSetupRequest,
  type SetupIntentView,
  SubscriptionOfferRequest,
  type SubscriptionOfferView,
  SubscriptionSetupRequest,
  TestCardConfirmRequest,
  type TestCardConfirmResponse,
  WebhookDeliveryRequest,
  type WebhookDeliveryResponse,
  SetupWebhookRequest,
  type WebhookStatusView,
} from './billing.rpc';
import { EmptyRequest } from './empty.rpc';
import {
  CreateUserRequest,
  EmailLookupRequest,
  type EmailLookupResponse,
  type CreateUserResponse,
  ForgotPasswordRequest,
  ResetPasswordRequest,
  NewPasswordCheckRequest,
  LoginRequest,
  type ResolvedSession,
  type SessionGrant,
  SessionTokenRequest,
} from './auth.rpc';
import type { EndedSessions, SessionView } from '../http/sessions.dto';
import { ChangePasswordRequest, EndSessionRequest } from './sessions.rpc';
import type { JobReportSummary, JobReportView, OtherJobsNames } from '../http/job-report.dto';
import type { ApiKeyView, CreatedApiKey } from '../http/api-keys.dto';
import type { CreatedWebhookEndpoint, WebhookDeliveryView, WebhookEndpointView } from '../http/webhooks.dto';
import { ApiKeysOfUserRequest, CreateApiKeyRequest, type ResolvedApiKey, ResolveApiKeyRequest, type RevokedApiKey, RevokeApiKeyRequest } from './api-keys.rpc';
import {
  CreateWebhookEndpointRequest,
  type DeletedWebhookEndpoint,
  ReplayWebhookDeliveryRequest,
  WebhookEndpointRequest,
  WebhooksOfUserRequest,
} from './webhooks.rpc';
import type { AdConnectionStatus, AdConnectionView, AdAccountView, AdPageView, AdSetView, LastPublicationView, LiveResultsView, PublicationView } from '../http/ad-publishing.dto';
import {
  AdConnectionRequest,
  AdSetsRequest,
  ConnectMetaCodeRequest,
  ConnectMetaRequest,
  ConnectTikTokRequest,
  TikTokAdvertiserRequest,
  LiveResultsRequest,
  type MetaLoginDialog,
  MetaLoginDialogRequest,
  type MetaLoginOffer,
  PauseAdsRequest,
  type PausedAds,
  PublishJobRequest,
} from './publishing.rpc';
import { CreateJobReportRequest, type DeletedJobReport, JobReportRequest, UpdateJobReportRequest } from './reports.rpc';
import { HealthCheckRequest, type HealthCheckResponse } from './health.rpc';
import { DevMailboxRequest, type DevMailboxMessageView, type EmailSettingsView, SaveEmailSettingsCommand } from './mail.rpc';
import { ListAdminAuditRequest } from './admin-audit.rpc';
import type { AdminAuditPageView } from '../http/admin-audit.dto';
import {
  ClipPreviewRequest,
  type ClipFramingView,
  type ClipPreviewSource,
  type JobFramingView,
  type JobPlanView,
  SetClipFramingRequest,
  SetJobPlanRequest,
  CreateJobRequest,
  JobArchiveRequest,
  type JobArchive,
  JobLookupRequest,
  JobOfUserRequest,
  OpenJobRequest,
  type JobView,
  type HistoryVersion,
  ListJobsRequest,
  type OutputLocation,
  OutputLookupRequest,
  type ProcessAnswer,
  StoredOutputsRequest,
  type StoredOutputsView,
  AddJobClipsRequest,
  RemoveJobClipRequest,
  RenameJobRequest,
} from './jobs.rpc';
import { ClipLibraryRequest, type ClipPosterLocation, ForgetClipRequest, type ForgottenClip, LibraryClipRequest, SetClipLabelRequest } from './clips.rpc';
import type { ClipLibraryView, DeletedClipAnswer, LibraryClip } from '../http/clip-library.dto';

/**
 * Request/reply patterns. Frozen like event names. A pattern is served by every service that
 * declares a handler for it on its own `<service>.rpc` queue; the caller names the service.
 */
export const Rpc = {
  HealthCheck: 'health.check.v1',
  CreateUser: 'auth.users.create.v1',
  LookupEmail: 'auth.users.lookup-email.v1',
  AdminLogin: 'auth.admin.login.v1',
  ResolveAdminSession: 'auth.admin.session.resolve.v1',
  AdminLogout: 'auth.admin.logout.v1',
  Login: 'auth.login.v1',
  ResolveSession: 'auth.session.resolve.v1',
  Logout: 'auth.logout.v1',
  ForgotPassword: 'auth.password.forgot.v1',
  ResetPassword: 'auth.password.reset.v1',
  CheckNewPassword: 'auth.password.check.v1',
  ChangePassword: 'auth.password.change.v1',
  ListSessions: 'auth.sessions.list.v1',
  EndSession: 'auth.sessions.end.v1',
  EndOtherSessions: 'auth.sessions.end-others.v1',
  CreateJob: 'jobs.create.v1',
  StartJob: 'jobs.start.v1',
  RenameJob: 'jobs.rename.v1',
  GetJob: 'jobs.get.v1',
  ListJobs: 'jobs.list.v1',
  HistoryVersion: 'jobs.list.version.v1',
  FindOutput: 'jobs.output.v1',
  JobArchive: 'jobs.archive.v1',
  JobFraming: 'jobs.framing.get.v1',
  SetClipFraming: 'jobs.framing.set.v1',
  ClipPreviewSource: 'jobs.framing.preview-source.v1',
  JobPlan: 'jobs.plan.get.v1',
  SetJobPlan: 'jobs.plan.set.v1',
  StoredOutputs: 'jobs.outputs.stored-bytes.v1',
  AddJobClips: 'jobs.clips.add.v1',
  RemoveJobClip: 'jobs.clips.remove.v1',
  ForgetClip: 'jobs.clips.forget.v1',
  CreateJobReport: 'jobs.reports.create.v1',
  CreateApiKey: 'auth.keys.create.v1',
  ListApiKeys: 'auth.keys.list.v1',
  RevokeApiKey: 'auth.keys.revoke.v1',
  ResolveApiKey: 'auth.keys.resolve.v1',
  CreateWebhookEndpoint: 'webhooks.endpoints.create.v1',
  ListWebhookEndpoints: 'webhooks.endpoints.list.v1',
  DeleteWebhookEndpoint: 'webhooks.endpoints.delete.v1',
  ListWebhookDeliveries: 'webhooks.deliveries.list.v1',
  ReplayWebhookDelivery: 'webhooks.deliveries.replay.v1',
  ListJobReports: 'jobs.reports.list.v1',
  OtherJobsNames: 'jobs.reports.other-jobs-names.v1',
  GetJobReport: 'jobs.reports.get.v1',
  UpdateJobReport: 'jobs.reports.update.v1',
  DeleteJobReport: 'jobs.reports.delete.v1',
  ConnectMeta: 'jobs.integrations.meta.connect.v1',
  MetaConnection: 'jobs.integrations.meta.get.v1',
  DisconnectMeta: 'jobs.integrations.meta.disconnect.v1',
  MetaAdAccounts: 'jobs.integrations.meta.ad-accounts.v1',
  MetaAdSets: 'jobs.integrations.meta.ad-sets.v1',
  MetaPages: 'jobs.integrations.meta.pages.v1',
  ConnectTikTok: 'jobs.integrations.tiktok.connect.v1',
  TikTokConnection: 'jobs.integrations.tiktok.get.v1',
  DisconnectTikTok: 'jobs.integrations.tiktok.disconnect.v1',
  TikTokAdGroups: 'jobs.integrations.tiktok.ad-groups.v1',
  TikTokIdentities: 'jobs.integrations.tiktok.identities.v1',
  MetaLoginOffer: 'jobs.integrations.meta.login-offer.v1',
  MetaLoginDialog: 'jobs.integrations.meta.login-dialog.v1',
  ConnectMetaCode: 'jobs.integrations.meta.connect-code.v1',
  PublishJob: 'jobs.publications.publish.v1',
  ListPublications: 'jobs.publications.list.v1',
  LastPublication: 'jobs.publications.last.v1',
  RefreshInsights: 'jobs.insights.refresh.v1',
  LiveResults: 'jobs.insights.results.v1',
  PauseAds: 'jobs.publications.pause-ads.v1',
  ClipLibrary: 'uploads.clips.list.v1',
  ClipPoster: 'uploads.clips.poster.v1',
  DeleteClip: 'uploads.clips.delete.v1',
  SetClipLabel: 'uploads.clips.set-label.v1',
  DevMailbox: 'mail.dev-mailbox.list.v1',
  GetEmailSettings: 'mail.settings.get.v1',
  SaveEmailSettings: 'mail.settings.save.v1',
  PaymentConfig: 'billing.config.v1',
  SetupRegistration: 'billing.setup.registration.v1',
  SetupSubscription: 'billing.setup.subscription.v1',
  CompleteRegistration: 'billing.registration.complete.v1',
  ConfirmSetup: 'billing.setup.confirm.v1',
  SubscriptionOffer: 'billing.subscription.offer.v1',
  CancelSubscription: 'billing.subscription.cancel.v1',
  ReceiveWebhook: 'billing.webhook.receive.v1',
  WebhookStatus: 'billing.webhook.status.v1',
  SetupWebhook: 'billing.webhook.setup.v1',
  ConfirmTestCard: 'billing.test-card.confirm.v1',
  EnrolAffiliate: 'affiliates.enrol.v1',
  AffiliateStats: 'affiliates.stats.v1',
  RunPayouts: 'affiliates.payouts.run.v1',
  ListAffiliates: 'affiliates.admin.list.v1',
  ReferredSignup: 'affiliates.signup.referred.v1',
  ListUsers: 'auth.admin.users.list.v1',
  GetUser: 'auth.admin.users.get.v1',
  CreateProUser: 'auth.admin.users.create-pro.v1',
  ClearRequestedPro: 'auth.admin.users.clear-requested-pro.v1',
  SetUserPro: 'auth.admin.users.set-pro.v1',
  DeleteUser: 'auth.admin.users.delete.v1',
  UserStats: 'auth.admin.stats.v1',
  UserActivity: 'auth.admin.activity.v1',
  UserDashboard: 'auth.admin.dashboard.v1',
  UpdateAdminProfile: 'auth.admin.profile.update.v1',
  ChangeAdminPassword: 'auth.admin.password.change.v1',
  CreateAdmin: 'auth.admin.create.v1',
  ListAdminAudit: 'auth.admin.audit.list.v1',
  SetComplimentaryPro: 'billing.admin.complimentary-pro.v1',
  AdminCancelPro: 'billing.admin.cancel-pro.v1',
  RevenueStats: 'billing.admin.revenue.v1',
  BillingActivity: 'billing.admin.activity.v1',
  BillingDashboard: 'billing.admin.dashboard.v1',
  UserJobs: 'jobs.admin.user-jobs.v1',
  JobStats: 'jobs.admin.stats.v1',
  JobActivity: 'jobs.admin.activity.v1',
  JobDashboard: 'jobs.admin.dashboard.v1',
  SendAdminMail: 'mail.admin.send.v1',
} as const;

export type RpcPattern = (typeof Rpc)[keyof typeof Rpc];

export interface RpcMap {
  'health.check.v1': { request: HealthCheckRequest; response: HealthCheckResponse; servedBy: BackendService };
  'auth.users.create.v1': { request: CreateUserRequest; response: CreateUserResponse; servedBy: 'auth' };
  'auth.users.lookup-email.v1': { request: EmailLookupRequest; response: EmailLookupResponse; servedBy: 'auth' };
  'auth.admin.login.v1': { request: LoginRequest; response: AdminSessionGrant; servedBy: 'auth' };
  'auth.admin.session.resolve.v1': { request: SessionTokenRequest; response: ResolvedAdminSession; servedBy: 'auth' };
  'auth.admin.logout.v1': { request: SessionTokenRequest; response: { loggedOut: true }; servedBy: 'auth' };
  'auth.login.v1': { request: LoginRequest; response: SessionGrant; servedBy: 'auth' };
  'auth.session.resolve.v1': { request: SessionTokenRequest; response: ResolvedSession; servedBy: 'auth' };
  'auth.logout.v1': { request: SessionTokenRequest; response: { loggedOut: true }; servedBy: 'auth' };
  'auth.password.forgot.v1': { request: ForgotPasswordRequest; response: { accepted: true }; servedBy: 'auth' };
  'auth.password.reset.v1': { request: ResetPasswordRequest; response: { reset: true }; servedBy: 'auth' };
  'auth.password.check.v1': { request: NewPasswordCheckRequest; response: { acceptable: true }; servedBy: 'auth' };
  'auth.password.change.v1': { request: ChangePasswordRequest; response: EndedSessions; servedBy: 'auth' };
  'auth.sessions.list.v1': { request: SessionTokenRequest; response: SessionView[]; servedBy: 'auth' };
  'auth.sessions.end.v1': { request: EndSessionRequest; response: { ended: true }; servedBy: 'auth' };
  'auth.sessions.end-others.v1': { request: SessionTokenRequest; response: EndedSessions; servedBy: 'auth' };
  'jobs.create.v1': { request: CreateJobRequest; response: JobView; servedBy: 'jobs' };
  'jobs.start.v1': { request: JobOfUserRequest; response: ProcessAnswer; servedBy: 'jobs' };
  'jobs.rename.v1': { request: RenameJobRequest; response: JobView; servedBy: 'jobs' };
  'jobs.get.v1': { request: OpenJobRequest; response: JobView; servedBy: 'jobs' };
  'jobs.list.v1': { request: ListJobsRequest; response: JobView[]; servedBy: 'jobs' };
  'jobs.list.version.v1': { request: ListJobsRequest; response: HistoryVersion; servedBy: 'jobs' };
  'jobs.output.v1': { request: OutputLookupRequest; response: OutputLocation; servedBy: 'jobs' };
  'jobs.archive.v1': { request: JobArchiveRequest; response: JobArchive; servedBy: 'jobs' };
  'jobs.framing.get.v1': { request: JobLookupRequest; response: JobFramingView; servedBy: 'jobs' };
  'jobs.framing.set.v1': { request: SetClipFramingRequest; response: ClipFramingView; servedBy: 'jobs' };
  'jobs.framing.preview-source.v1': { request: ClipPreviewRequest; response: ClipPreviewSource; servedBy: 'jobs' };
  'jobs.plan.get.v1': { request: JobLookupRequest; response: JobPlanView; servedBy: 'jobs' };
  'jobs.plan.set.v1': { request: SetJobPlanRequest; response: JobPlanView; servedBy: 'jobs' };
  'jobs.outputs.stored-bytes.v1': { request: StoredOutputsRequest; response: StoredOutputsView; servedBy: 'jobs' };
  'jobs.clips.add.v1': { request: AddJobClipsRequest; response: JobView; servedBy: 'jobs' };
  'jobs.clips.remove.v1': { request: RemoveJobClipRequest; response: JobView; servedBy: 'jobs' };
  'jobs.clips.forget.v1': { request: ForgetClipRequest; response: ForgottenClip; servedBy: 'jobs' };
  'jobs.reports.create.v1': { request: CreateJobReportRequest; response: JobReportView; servedBy: 'jobs' };
  'auth.keys.create.v1': { request: CreateApiKeyRequest; response: CreatedApiKey; servedBy: 'auth' };
  'auth.keys.list.v1': { request: ApiKeysOfUserRequest; response: ApiKeyView[]; servedBy: 'auth' };
  'auth.keys.revoke.v1': { request: RevokeApiKeyRequest; response: RevokedApiKey; servedBy: 'auth' };
  'auth.keys.resolve.v1': { request: ResolveApiKeyRequest; response: ResolvedApiKey; servedBy: 'auth' };
  'webhooks.endpoints.create.v1': { request: CreateWebhookEndpointRequest; response: CreatedWebhookEndpoint; servedBy: 'webhooks' };
  'webhooks.endpoints.list.v1': { request: WebhooksOfUserRequest; response: WebhookEndpointView[]; servedBy: 'webhooks' };
  'webhooks.endpoints.delete.v1': { request: WebhookEndpointRequest; response: DeletedWebhookEndpoint; servedBy: 'webhooks' };
  'webhooks.deliveries.list.v1': { request: WebhookEndpointRequest; response: WebhookDeliveryView[]; servedBy: 'webhooks' };
  'webhooks.deliveries.replay.v1': { request: ReplayWebhookDeliveryRequest; response: WebhookDeliveryView; servedBy: 'webhooks' };
  'jobs.reports.list.v1': { request: JobLookupRequest; response: JobReportSummary[]; servedBy: 'jobs' };
  'jobs.reports.other-jobs-names.v1': { request: JobLookupRequest; response: OtherJobsNames; servedBy: 'jobs' };
  'jobs.reports.get.v1': { request: JobReportRequest; response: JobReportView; servedBy: 'jobs' };
  'jobs.reports.update.v1': { request: UpdateJobReportRequest; response: JobReportView; servedBy: 'jobs' };
  'jobs.reports.delete.v1': { request: JobReportRequest; response: DeletedJobReport; servedBy: 'jobs' };
  'jobs.integrations.meta.connect.v1': { request: ConnectMetaRequest; response: AdConnectionView; servedBy: 'jobs' };
  'jobs.integrations.meta.get.v1': { request: AdConnectionRequest; response: AdConnectionStatus; servedBy: 'jobs' };
  'jobs.integrations.meta.disconnect.v1': { request: AdConnectionRequest; response: { disconnected: boolean }; servedBy: 'jobs' };
  'jobs.integrations.meta.ad-accounts.v1': { request: AdConnectionRequest; response: AdAccountView[]; servedBy: 'jobs' };
  'jobs.integrations.meta.ad-sets.v1': { request: AdSetsRequest; response: AdSetView[]; servedBy: 'jobs' };
  'jobs.integrations.meta.pages.v1': { request: AdConnectionRequest; response: AdPageView[]; servedBy: 'jobs' };
  'jobs.integrations.tiktok.connect.v1': { request: ConnectTikTokRequest; response: AdConnectionView; servedBy: 'jobs' };
  'jobs.integrations.tiktok.get.v1': { request: AdConnectionRequest; response: AdConnectionView | null; servedBy: 'jobs' };
  'jobs.integrations.tiktok.disconnect.v1': { request: AdConnectionRequest; response: { disconnected: boolean }; servedBy: 'jobs' };
  'jobs.integrations.tiktok.ad-groups.v1': { request: TikTokAdvertiserRequest; response: AdSetView[]; servedBy: 'jobs' };
  'jobs.integrations.tiktok.identities.v1': { request: TikTokAdvertiserRequest; response: AdPageView[]; servedBy: 'jobs' };
  'jobs.integrations.meta.login-offer.v1': { request: AdConnectionRequest; response: MetaLoginOffer; servedBy: 'jobs' };
  'jobs.integrations.meta.login-dialog.v1': { request: MetaLoginDialogRequest; response: MetaLoginDialog; servedBy: 'jobs' };
  'jobs.integrations.meta.connect-code.v1': { request: ConnectMetaCodeRequest; response: AdConnectionView; servedBy: 'jobs' };
  'jobs.publications.publish.v1': { request: PublishJobRequest; response: PublicationView; servedBy: 'jobs' };
  'jobs.publications.list.v1': { request: JobLookupRequest; response: PublicationView[]; servedBy: 'jobs' };
  'jobs.publications.last.v1': { request: AdConnectionRequest; response: LastPublicationView | null; servedBy: 'jobs' };
  'jobs.insights.refresh.v1': { request: LiveResultsRequest; response: LiveResultsView; servedBy: 'jobs' };
  'jobs.insights.results.v1': { request: LiveResultsRequest; response: LiveResultsView; servedBy: 'jobs' };
  'jobs.publications.pause-ads.v1': { request: PauseAdsRequest; response: PausedAds; servedBy: 'jobs' };
  'uploads.clips.list.v1': { request: ClipLibraryRequest; response: ClipLibraryView; servedBy: 'uploads' };
  'uploads.clips.poster.v1': { request: LibraryClipRequest; response: ClipPosterLocation; servedBy: 'uploads' };
  'uploads.clips.delete.v1': { request: LibraryClipRequest; response: DeletedClipAnswer; servedBy: 'uploads' };
  'uploads.clips.set-label.v1': { request: SetClipLabelRequest; response: LibraryClip; servedBy: 'uploads' };
  'mail.dev-mailbox.list.v1': { request: DevMailboxRequest; response: DevMailboxMessageView[]; servedBy: 'mail' };
  'mail.settings.get.v1': { request: EmptyRequest; response: EmailSettingsView; servedBy: 'mail' };
  'mail.settings.save.v1': { request: SaveEmailSettingsCommand; response: EmailSettingsView; servedBy: 'mail' };
  'billing.config.v1': { request: EmptyRequest; response: PaymentConfigView; servedBy: 'billing' };
  'billing.setup.registration.v1': { request: RegistrationSetupRequest; response: SetupIntentView; servedBy: 'billing' };
  'billing.setup.subscription.v1': { request: SubscriptionSetupRequest; response: SetupIntentView; servedBy: 'billing' };
  'billing.registration.complete.v1': {
    request: CompleteRegistrationRequest;
    response: CompleteRegistrationResponse;
    servedBy: 'billing';
  };
  'billing.setup.confirm.v1': { request: ConfirmSetupRequest; response: ConfirmSetupResponse; servedBy: 'billing' };
  'billing.subscription.offer.v1': { request: SubscriptionOfferRequest; response: SubscriptionOfferView; servedBy: 'billing' };
  'billing.subscription.cancel.v1': { request: CancelSubscriptionRequest; response: CancelSubscriptionResponse; servedBy: 'billing' };
  'billing.webhook.receive.v1': { request: WebhookDeliveryRequest; response: WebhookDeliveryResponse; servedBy: 'billing' };
  'billing.webhook.status.v1': { request: EmptyRequest; response: WebhookStatusView; servedBy: 'billing' };
  'billing.webhook.setup.v1': { request: SetupWebhookRequest; response: WebhookStatusView; servedBy: 'billing' };
  'billing.test-card.confirm.v1': { request: TestCardConfirmRequest; response: TestCardConfirmResponse; servedBy: 'billing' };
  'affiliates.enrol.v1': { request: EnrolAffiliateRequest; response: EnrolAffiliateResponse; servedBy: 'affiliates' };
  'affiliates.stats.v1': { request: AffiliateStatsRequest; response: AffiliateStatsView; servedBy: 'affiliates' };
  'affiliates.payouts.run.v1': { request: PayoutRunRequest; response: PayoutRunResult; servedBy: 'affiliates' };
  'affiliates.admin.list.v1': { request: EmptyRequest; response: AffiliateAdminView[]; servedBy: 'affiliates' };
  'affiliates.signup.referred.v1': { request: ReferredSignupRequest; response: { recorded: true }; servedBy: 'affiliates' };
  'auth.admin.users.list.v1': { request: ListUsersRequest; response: UserListView; servedBy: 'auth' };
  'auth.admin.users.get.v1': { request: UserIdRequest; response: AdminUserView; servedBy: 'auth' };
  'auth.admin.users.create-pro.v1': { request: CreateProUserRequest; response: AdminUserView; servedBy: 'auth' };
  'auth.admin.users.clear-requested-pro.v1': { request: ClearRequestedProRequest; response: AdminUserView; servedBy: 'auth' };
  'auth.admin.users.set-pro.v1': { request: SetUserProRequest; response: AdminUserView; servedBy: 'auth' };
  'auth.admin.users.delete.v1': { request: DeleteUserRequest; response: { deleted: true }; servedBy: 'auth' };
  'auth.admin.stats.v1': { request: EmptyRequest; response: UserStatsView; servedBy: 'auth' };
  'auth.admin.activity.v1': { request: RecentActivityRequest; response: ActivityItem[]; servedBy: 'auth' };
  'auth.admin.dashboard.v1': { request: UserDashboardRequest; response: UserDashboardView; servedBy: 'auth' };
  'auth.admin.profile.update.v1': { request: UpdateAdminProfileRequest; response: AdminView; servedBy: 'auth' };
  'auth.admin.password.change.v1': { request: ChangeAdminPasswordRequest; response: { changed: true }; servedBy: 'auth' };
  'auth.admin.create.v1': { request: CreateAdminRequest; response: AdminView; servedBy: 'auth' };
  'auth.admin.audit.list.v1': { request: ListAdminAuditRequest; response: AdminAuditPageView; servedBy: 'auth' };
  'billing.admin.complimentary-pro.v1': { request: SetComplimentaryProRequest; response: { isPro: boolean }; servedBy: 'billing' };
  'billing.admin.cancel-pro.v1': { request: AdminCancelProRequest; response: ProCancellationView; servedBy: 'billing' };
  'billing.admin.revenue.v1': { request: EmptyRequest; response: RevenueStatsView; servedBy: 'billing' };
  'billing.admin.activity.v1': { request: RecentActivityRequest; response: ActivityItem[]; servedBy: 'billing' };
  'billing.admin.dashboard.v1': { request: RecentActivityRequest; response: BillingDashboardView; servedBy: 'billing' };
  'jobs.admin.user-jobs.v1': { request: UserIdRequest; response: JobView[]; servedBy: 'jobs' };
  'jobs.admin.stats.v1': { request: EmptyRequest; response: JobStatsView; servedBy: 'jobs' };
  'jobs.admin.activity.v1': { request: RecentActivityRequest; response: ActivityItem[]; servedBy: 'jobs' };
  'jobs.admin.dashboard.v1': { request: RecentActivityRequest; response: JobDashboardView; servedBy: 'jobs' };
  'mail.admin.send.v1': { request: AdminMailRequest; response: { queued: true; id: string }; servedBy: 'mail' };
}

export type RpcRequest<P extends RpcPattern> = RpcMap[P]['request'];
export type RpcResponse<P extends RpcPattern> = RpcMap[P]['response'];

export const RPC_REQUESTS: { [P in RpcPattern]: new () => RpcRequest<P> } = {
  'health.check.v1': HealthCheckRequest,
  'auth.users.create.v1': CreateUserRequest,
  'auth.users.lookup-email.v1': EmailLookupRequest,
  'auth.admin.login.v1': LoginRequest,
  'auth.admin.session.resolve.v1': SessionTokenRequest,
  'auth.admin.logout.v1': SessionTokenRequest,
  'auth.login.v1': LoginRequest,
  'auth.session.resolve.v1': SessionTokenRequest,
  'auth.logout.v1': SessionTokenRequest,
  'auth.password.forgot.v1': ForgotPasswordRequest,
  'auth.password.reset.v1': ResetPasswordRequest,
  'auth.password.check.v1': NewPasswordCheckRequest,
  'auth.password.change.v1': ChangePasswordRequest,
  'auth.sessions.list.v1': SessionTokenRequest,
  'auth.sessions.end.v1': EndSessionRequest,
  'auth.sessions.end-others.v1': SessionTokenRequest,
  'jobs.create.v1': CreateJobRequest,
  'jobs.start.v1': JobOfUserRequest,
  'jobs.rename.v1': RenameJobRequest,
  'jobs.get.v1': OpenJobRequest,
  'jobs.list.v1': ListJobsRequest,
  'jobs.list.version.v1': ListJobsRequest,
  'jobs.output.v1': OutputLookupRequest,
  'jobs.archive.v1': JobArchiveRequest,
  'jobs.framing.get.v1': JobLookupRequest,
  'jobs.framing.set.v1': SetClipFramingRequest,
  'jobs.framing.preview-source.v1': ClipPreviewRequest,
  'jobs.plan.get.v1': JobLookupRequest,
  'jobs.plan.set.v1': SetJobPlanRequest,
  'jobs.outputs.stored-bytes.v1': StoredOutputsRequest,
  'jobs.clips.add.v1': AddJobClipsRequest,
  'jobs.clips.remove.v1': RemoveJobClipRequest,
  'jobs.clips.forget.v1': ForgetClipRequest,
  'jobs.reports.create.v1': CreateJobReportRequest,
  'auth.keys.create.v1': CreateApiKeyRequest,
  'auth.keys.list.v1': ApiKeysOfUserRequest,
  'auth.keys.revoke.v1': RevokeApiKeyRequest,
  'auth.keys.resolve.v1': ResolveApiKeyRequest,
  'webhooks.endpoints.create.v1': CreateWebhookEndpointRequest,
  'webhooks.endpoints.list.v1': WebhooksOfUserRequest,
  'webhooks.endpoints.delete.v1': WebhookEndpointRequest,
  'webhooks.deliveries.list.v1': WebhookEndpointRequest,
  'webhooks.deliveries.replay.v1': ReplayWebhookDeliveryRequest,
  'jobs.reports.list.v1': JobLookupRequest,
  'jobs.reports.other-jobs-names.v1': JobLookupRequest,
  'jobs.reports.get.v1': JobReportRequest,
  'jobs.reports.update.v1': UpdateJobReportRequest,
  'jobs.reports.delete.v1': JobReportRequest,
  'jobs.integrations.meta.connect.v1': ConnectMetaRequest,
  'jobs.integrations.meta.get.v1': AdConnectionRequest,
  'jobs.integrations.meta.disconnect.v1': AdConnectionRequest,
  'jobs.integrations.meta.ad-accounts.v1': AdConnectionRequest,
  'jobs.integrations.meta.ad-sets.v1': AdSetsRequest,
  'jobs.integrations.meta.pages.v1': AdConnectionRequest,
  'jobs.integrations.tiktok.connect.v1': ConnectTikTokRequest,
  'jobs.integrations.tiktok.get.v1': AdConnectionRequest,
  'jobs.integrations.tiktok.disconnect.v1': AdConnectionRequest,
  'jobs.integrations.tiktok.ad-groups.v1': TikTokAdvertiserRequest,
  'jobs.integrations.tiktok.identities.v1': TikTokAdvertiserRequest,
  'jobs.integrations.meta.login-offer.v1': AdConnectionRequest,
  'jobs.integrations.meta.login-dialog.v1': MetaLoginDialogRequest,
  'jobs.integrations.meta.connect-code.v1': ConnectMetaCodeRequest,
  'jobs.publications.publish.v1': PublishJobRequest,
  'jobs.publications.list.v1': JobLookupRequest,
  'jobs.publications.last.v1': AdConnectionRequest,
  'jobs.insights.refresh.v1': LiveResultsRequest,
  'jobs.insights.results.v1': LiveResultsRequest,
  'jobs.publications.pause-ads.v1': PauseAdsRequest,
  'uploads.clips.list.v1': ClipLibraryRequest,
  'uploads.clips.poster.v1': LibraryClipRequest,
  'uploads.clips.delete.v1': LibraryClipRequest,
  'uploads.clips.set-label.v1': SetClipLabelRequest,
  'mail.dev-mailbox.list.v1': DevMailboxRequest,
  'mail.settings.get.v1': EmptyRequest,
  'mail.settings.save.v1': SaveEmailSettingsCommand,
  'billing.config.v1': EmptyRequest,
  'billing.setup.registration.v1': RegistrationSetupRequest,
  'billing.setup.subscription.v1': SubscriptionSetupRequest,
  'billing.registration.complete.v1': CompleteRegistrationRequest,
  'billing.setup.confirm.v1': ConfirmSetupRequest,
  'billing.subscription.offer.v1': SubscriptionOfferRequest,
  'billing.subscription.cancel.v1': CancelSubscriptionRequest,
  'billing.webhook.receive.v1': WebhookDeliveryRequest,
  'billing.webhook.status.v1': EmptyRequest,
  'billing.webhook.setup.v1': SetupWebhookRequest,
  'billing.test-card.confirm.v1': TestCardConfirmRequest,
  'affiliates.enrol.v1': EnrolAffiliateRequest,
  'affiliates.stats.v1': AffiliateStatsRequest,
  'affiliates.payouts.run.v1': PayoutRunRequest,
  'affiliates.admin.list.v1': EmptyRequest,
  'affiliates.signup.referred.v1': ReferredSignupRequest,
  'auth.admin.users.list.v1': ListUsersRequest,
  'auth.admin.users.get.v1': UserIdRequest,
  'auth.admin.users.create-pro.v1': CreateProUserRequest,
  'auth.admin.users.clear-requested-pro.v1': ClearRequestedProRequest,
  'auth.admin.users.set-pro.v1': SetUserProRequest,
  'auth.admin.users.delete.v1': DeleteUserRequest,
  'auth.admin.stats.v1': EmptyRequest,
  'auth.admin.activity.v1': RecentActivityRequest,
  'auth.admin.dashboard.v1': UserDashboardRequest,
  'auth.admin.profile.update.v1': UpdateAdminProfileRequest,
  'auth.admin.password.change.v1': ChangeAdminPasswordRequest,
  'auth.admin.create.v1': CreateAdminRequest,
  'auth.admin.audit.list.v1': ListAdminAuditRequest,
  'billing.admin.complimentary-pro.v1': SetComplimentaryProRequest,
  'billing.admin.cancel-pro.v1': AdminCancelProRequest,
  'billing.admin.revenue.v1': EmptyRequest,
  'billing.admin.activity.v1': RecentActivityRequest,
  'billing.admin.dashboard.v1': RecentActivityRequest,
  'jobs.admin.user-jobs.v1': UserIdRequest,
  'jobs.admin.stats.v1': EmptyRequest,
  'jobs.admin.activity.v1': RecentActivityRequest,
  'jobs.admin.dashboard.v1': RecentActivityRequest,
  'mail.admin.send.v1': AdminMailRequest,
};

export function isRpcPattern(name: string): name is RpcPattern {
  return Object.prototype.hasOwnProperty.call(RPC_REQUESTS, name);
}
