import { DynamicModule, Module } from '@nestjs/common';
import { HealthRpcController, SERVICE_NAME } from './health-rpc.controller';
import { HealthController } from './health.controller';
import { ReadinessService } from './readiness.service';
import { ServingState } from './serving-state';

@Module({})
export class HealthModule {
  /** `answersRpc`: backend services answer the gateway's health request; the gateway does not. */
  static forService(service: string, { answersRpc }: { answersRpc: boolean }): DynamicModule {
    return {
      module: HealthModule,
      controllers: answersRpc ? [HealthController, HealthRpcController] : [HealthController],
      providers: [ReadinessService, ServingState, { provide: SERVICE_NAME, useValue: service }],
      exports: [ReadinessService, ServingState],
    };
  }
}
