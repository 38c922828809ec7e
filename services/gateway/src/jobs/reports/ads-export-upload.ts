import { ADS_EXPORT_LIMITS, DomainError } from '@reelmix/contracts';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import { GatewayErrors } from '../../gateway-errors';

/** The multipart form of `POST /api/jobs/{id}/reports`: one CSV and the reading's text fields. */
export interface AdsExportUpload {
  fileName: string;
  csv: string;
  fields: Record<string, string>;
}

export const ADS_EXPORT_FIELD = 'export';
const FIELD_MAX_BYTES = 16 * 1024;

/*
 * Held in memory: the export is at most ADS_EXPORT_LIMITS.maxBytes and goes on to the jobs service
 * as text. Limits are multer's own, so an oversized or padded form stops being read at the limit.
 */
const receive = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: ADS_EXPORT_LIMITS.maxBytes, files: 1, fields: 4, parts: 5, fieldSize: FIELD_MAX_BYTES },
}).single(ADS_EXPORT_FIELD);

/** A CSV is text: bytes that do not decode as UTF-8 or hold NUL are some other file renamed. */
const decoder = new TextDecoder('utf-8', { fatal: true });

function refusalOf(error: unknown): DomainError {
  if (error instanceof MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return GatewayErrors.adsExportTooLarge();
    return GatewayErrors.adsExportFormWrong(ADS_EXPORT_FIELD);
  }
  return GatewayErrors.adsExportFormUnreadable();
}

export function readAdsExportUpload(request: Request, response: Response): Promise<AdsExportUpload> {
  return new Promise((resolve, reject) => {
    receive(request, response, (error: unknown) => {
      if (error) return reject(refusalOf(error));
      const file = request.file;
      if (!file) return reject(GatewayErrors.adsExportMissing(ADS_EXPORT_FIELD));
      let csv: string;
      try {
        csv = decoder.decode(file.buffer);
      } catch {
        return reject(GatewayErrors.adsExportNotCsv());
      }
      if (csv.includes('\u0000')) return reject(GatewayErrors.adsExportNotCsv());
      const fileName = (file.originalname || 'export.csv').slice(0, ADS_EXPORT_LIMITS.fileNameMaxLength);
      resolve({ fileName, csv, fields: { ...(request.body as Record<string, string>) } });
    });
  });
}
