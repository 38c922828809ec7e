export { ApiV1Module } from './api-v1.module';
export { publishOpenApi } from './publish-openapi';
export { API_V1_BASE, outputDownloadUrl, toApiJobView } from './api-job-view';
