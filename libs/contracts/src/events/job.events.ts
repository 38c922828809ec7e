import { IsInt, IsISO8601, IsString, IsUUID, Min } from 'class-validator';

export class JobCompletedV1 {
  @IsUUID() jobId!: string;
  @IsUUID() userId!: string;
  @IsInt() @Min(0) outputCount!: number;
  @IsISO8601() completedAt!: string;
}

export class JobFailedV1 {
  @IsUUID() jobId!: string;
  @IsUUID() userId!: string;
  @IsString() reason!: string;
  @IsISO8601() failedAt!: string;
}
