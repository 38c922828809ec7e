export { DEFAULT_GRAPH_API_VERSION, FakeGraphApi, type FakeGraphApiOptions } from './fake-graph-api';
export { type FakeGraphFaults, type PlannedFailureAnswer, type PlannedFailureMatch } from './fault-plan';
export { LONG_LIVED_TOKEN_SECONDS, SHORT_LIVED_TOKEN_SECONDS, type FakeLoginApp, type FakeLoginPlan } from './login-oauth';
export { MINUTES_TO_REGAIN_ACCESS } from './usage-headers';
export { STATUS_POLLS_WHILE_PROCESSING, UPLOAD_CHUNK_BYTES } from './video-upload';
export type {
  FakeActionStat,
  FakeAd,
  FakeAdAccountSeed,
  FakeAdAccountState,
  FakeAdImage,
  FakeAdSetSeed,
  FakeAdStatus,
  FakeCampaignSeed,
  FakeCreative,
  FakeGraphState,
  FakeInsightsRow,
  FakePageSeed,
  FakeTokenGrant,
  FakeVideo,
  FakeVideoStatus,
  GraphErrorBody,
  RecordedRequest as RecordedGraphRequest,
} from './graph-shapes';
