import { Module } from '@nestjs/common';
import { FramingController } from './framing.controller';
import { PreviewImages } from './preview-images';

/** The framing review between upload and rendering: jobs keeps the choices, uploads makes the previews. */
@Module({ controllers: [FramingController], providers: [PreviewImages] })
export class FramingModule {}
