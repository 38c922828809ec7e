import { Module } from '@nestjs/common';
import { EmailSettingsController } from './email-settings.controller';

/** The admin settings screen's calls; the webhook card's calls live with the payment module. */
@Module({ controllers: [EmailSettingsController] })
export class AdminSettingsModule {}
