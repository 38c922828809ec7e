import { Module } from '@nestjs/common';
import { HistoryController } from './history.controller';
import { HistoryService } from './history.service';

/** The Video History, read from the jobs service; HistoryService is exported for the public API's job list. */
@Module({ controllers: [HistoryController], providers: [HistoryService], exports: [HistoryService] })
export class HistoryModule {}
