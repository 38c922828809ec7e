/*
 * The part of the contracts the web apps may import as values: plain code only. The package's
 * index also holds the decorated request classes, whose validators must not reach a browser
 * bundle (tools/vite/react-app-config.mts stops a build that tries).
 */
export * from './http/download-name';
export * from './plan-policy';
export * from './creative';
export * from './affiliate-terms';
export * from './http/clip-library.dto';
export * from './http/analysis-report.dto';
export * from './http/job-report.dto';
export * from './http/api-keys.dto';
export * from './http/webhooks.dto';
export * from './http/ad-publishing.dto';
export * from './http/meta-login';
export * from './passwords/new-password-rule';
export * from './http/sessions.dto';
export * from './http/admin-audit.dto';
export * from './csv/csv-row';
