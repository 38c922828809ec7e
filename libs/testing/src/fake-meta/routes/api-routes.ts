import { accountRoutes } from './account.routes';
import { adRoutes } from './ad.routes';
import { creativeRoutes } from './creative.routes';
import { insightsRoutes } from './insights.routes';
import { nodeRoutes } from './node.routes';
import { type Route } from './route';
import { videoRoutes } from './video.routes';

/** Every endpoint the fake serves; other paths answer code 2500 (unknown path components). */
export const API_ROUTES: readonly Route[] = [
  ...accountRoutes,
  ...videoRoutes,
  ...creativeRoutes,
  ...adRoutes,
  ...insightsRoutes,
  ...nodeRoutes,
];
