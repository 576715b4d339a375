/**
 * Images and previews:
 *
 * - POST v2/images/upload     multipart like v2/file/upload; only gif, jpeg, jpg,
 *                             png, bmp (SPEC 8: "the type must be one of ...")
 * - POST|GET v2/images/download { fileId } -> the image (an attachment, as every
 *                             user file: the portal shows it from a blob)
 * - POST v2/images/generateBlankImageWatermark { text, width?, height?, fontSize?,
 *                             color?, opacity?, angle?, functionId?, businessId? }
 *                             -> a stored SVG watermark tile (file record), for contracts
 * - POST|GET v2/pageoffice/doFilePdfView { fileId } -> the PDF (an attachment); office
 *                             documents are converted with LibreOffice when
 *                             SOFFICE_PATH is set, otherwise a clear refusal
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../engine/app-error.ts';
import { callerOf } from '../plugins/guard.ts';
import { ok } from '../plugins/envelope.ts';
import { publicFile } from './file-repo.ts';
import { extensionOf, parseIds, type FileService } from './file-service.ts';
import { fileIdOf, payloadOf } from './file-routes.ts';
import { IMAGE_FORMATS, receiveUpload, targetOf } from './upload.ts';
import { sendFile, userFileHeaders } from './send-file.ts';
import { watermarkSvg } from './watermark.ts';
import { convertToPdf, OFFICE_FORMATS } from './office-pdf.ts';
import { fileSchemas } from './file-schemas.ts';

const auth = { config: { access: 'authenticated' as const } };
const IMAGE_TYPES: Record<string, string> = {
  gif: 'image/gif',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  bmp: 'image/bmp',
  svg: 'image/svg+xml',
};

export function registerImageRoutes(app: FastifyInstance, files: FileService, prefix: string): void {
  app.post(`${prefix}/v2/images/upload`, { ...auth, schema: fileSchemas.imageUpload }, async (request) =>
    ok((await receiveUpload(request, callerOf(request), files, { images: true })).map(publicFile)),
  );

  const image = async (request: FastifyRequest, reply: FastifyReply) => {
    const [file] = await files.visible(callerOf(request), [fileIdOf(payloadOf(request))], 'download');
    const type = IMAGE_TYPES[extensionOf(file.fileName)];
    if (!type && !IMAGE_FORMATS.has(extensionOf(file.fileName))) throw new AppError('IMAGE_TYPE');
    return sendFile(request, reply, files, file, type);
  };
  app.post(`${prefix}/v2/images/download`, { ...auth, schema: fileSchemas.imageDownload.post }, image);
  app.get(`${prefix}/v2/images/download`, { ...auth, schema: fileSchemas.imageDownload.get }, image);

  app.post(`${prefix}/v2/images/generateBlankImageWatermark`, { ...auth, schema: fileSchemas.watermark }, async (request) => {
    const payload = payloadOf(request);
    const caller = callerOf(request);
    const svg = watermarkSvg(payload);
    const target = targetOf(payload);
    await files.access.checkUpload(caller, target.functionId, target.businessId);
    const stored = await files.storeBytes(Readable.from([Buffer.from(svg, 'utf8')]), 'watermark.svg', 'image/svg+xml');
    const [row] = await files.createRecords(caller, [stored], target);
    return ok(publicFile(row));
  });

  const pdfView = async (request: FastifyRequest, reply: FastifyReply) => {
    const payload = payloadOf(request);
    if (!parseIds(payload.fileId ?? payload.id).length) throw new AppError('FILE_ID_REQUIRED');
    const [file] = await files.visible(callerOf(request), [fileIdOf(payload, 'FILE_ID_REQUIRED')], 'download');
    const ext = extensionOf(file.fileName);
    if (ext === 'pdf') return sendFile(request, reply, files, file, 'application/pdf');
    if (!OFFICE_FORMATS.has(ext) || !app.srm.config.sofficePath) throw new AppError('PREVIEW_UNAVAILABLE');
    const pdf = await convertToPdf(app.srm.config.sofficePath, await files.open(file), ext);
    const name = file.fileName.replace(/\.[^.]+$/, '.pdf');
    userFileHeaders(reply.header('content-type', 'application/pdf'), name);
    return reply.send(pdf);
  };
  app.post(`${prefix}/v2/pageoffice/doFilePdfView`, { ...auth, schema: fileSchemas.pdfView.post }, pdfView);
  app.get(`${prefix}/v2/pageoffice/doFilePdfView`, { ...auth, schema: fileSchemas.pdfView.get }, pdfView);
}
