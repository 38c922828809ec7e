import { accountRoutes } from './account.routes';
import { adRoutes } from './ad.routes';
import { fileRoutes } from './file.routes';
import { reportRoutes } from './report.routes';
import { type Route } from './route';

/** Every endpoint the fake serves under `/open_api/v1.3/`; other paths answer code 40400. */
export const API_ROUTES: readonly Route[] = [...accountRoutes, ...fileRoutes, ...adRoutes, ...reportRoutes];
