import type { DynamicModule, INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { CLOCK, type Clock } from '@reelmix/config';

/**
 * A service module made into an app (not yet initialised or listening) whose `CLOCK` is the
 * test's, so time-driven rules can be exercised without waiting.
 */
export async function bootWithClock(module: DynamicModule, clock: Clock, options: { rawBody?: boolean } = {}): Promise<INestApplication> {
  const compiled = await Test.createTestingModule({ imports: [module] }).overrideProvider(CLOCK).useValue(clock).compile();
  return compiled.createNestApplication({ logger: ['error'], rawBody: options.rawBody ?? false });
}
