import { IsIn, IsISO8601, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { AD_PLATFORMS, type AdPlatform } from '../http/ad-publishing.dto';
import { SAFE_FILE_NAME_PATTERN } from '../creative/safe-file-name';

/** One output became an ad on the platform: what a customer's `ad.published` webhook reports. */
export class AdPublishedV1 {
  @IsUUID() jobId!: string;
  @IsUUID() userId!: string;
  @IsUUID() publicationId!: string;
  @IsIn(AD_PLATFORMS) platform!: AdPlatform;
  @Matches(SAFE_FILE_NAME_PATTERN) fileName!: string;
  @Matches(/^[0-9]{1,32}$/) adId!: string;
  @IsISO8601() publishedAt!: string;
}

/** An output could not be published (the buyer is told why): a customer's `publication.failed` webhook. */
export class PublicationFailedV1 {
  @IsUUID() jobId!: string;
  @IsUUID() userId!: string;
  @IsUUID() publicationId!: string;
  @IsIn(AD_PLATFORMS) platform!: AdPlatform;
  @Matches(SAFE_FILE_NAME_PATTERN) fileName!: string;
  @IsString() @MaxLength(1000) reason!: string;
  @IsISO8601() failedAt!: string;
}
