/** Schemas of the file service routes (file-routes.ts, large-file-routes.ts, image-routes.ts). */
import { bool, ids, int, linkQuery, nullable, object, routeSchema, str, type RouteDoc } from '../openapi/route-schema.ts';

const tag = 'Files';
export const fileRecord = object(
  {
    id: int('Same as fileId'),
    fileId: int(),
    fileName: str(),
    fileSize: int('Bytes'),
    contentType: nullable(str()),
    sha256: str(),
    functionId: nullable(str('Entity name (or REST name) of the record the file belongs to')),
    businessId: nullable(int('Key of that record')),
    filePath: nullable(str()),
    fileDesc: nullable(str()),
    uploadUserId: int(),
    sourceFileId: nullable(int('The file this one quotes or copies')),
    creationDate: { type: 'string', format: 'date-time' },
  },
  ['fileId', 'fileName', 'fileSize'],
  { additionalProperties: true },
);
const target = { functionId: str('Entity name (notice) or REST name (srmBaseNotice) of the record'), businessId: int('Key of the record') };
const fileId = { fileId: int(), id: int('Same as fileId') };
const idList = { ids: ids('File ids') };
const uploadForm = object(
  { files: { type: 'array', items: { type: 'string', format: 'binary' }, description: 'One or more files' }, path: str(), fileDesc: str(), ...target },
  ['files'],
);
const records = { type: 'array', items: fileRecord };
const progress = object({ uploadId: str('Send with every later chunk'), receivedBytes: int(), fileSize: int(), complete: bool(), file: fileRecord }, [
  'uploadId',
  'receivedBytes',
  'fileSize',
]);

const doc = (operationId: string, d: Omit<RouteDoc, 'operationId' | 'tag'>) => routeSchema({ operationId, tag, ...d });
const download = (operationId: string, summary: string, media = 'application/octet-stream') => ({
  post: doc(operationId, { summary, body: object(fileId), file: media }),
  get: doc(`${operationId}Link`, {
    summary: `${summary} (a link with a one-use ?ticket=)`,
    querystring: linkQuery({ fileId: str() }, ['fileId']),
    file: media,
  }),
});

export const fileSchemas = {
  upload: doc('file_upload', {
    summary: 'Upload files (multipart), optionally attached to a record',
    multipart: true,
    body: uploadForm,
    data: records,
    description: '413 FILE_TOO_LARGE, 400 FILE_TYPE for a refused type, 403 when the caller may not attach to that record.',
  }),
  download: download('file_download', 'Download a file'),
  downloadById: download('file_downloadById', 'Download a file by id'),
  batchDownload: doc('file_batchDownload', { summary: 'Download several files as one zip', body: object(idList, ['ids']), file: 'application/zip' }),
  batchDelete: doc('file_batchDelete', { summary: 'Delete several files', body: object(idList, ['ids']), data: { type: 'null' } }),
  delete: doc('file_delete', { summary: 'Delete files (fileId or ids)', body: object({ ...fileId, ...idList }), data: { type: 'null' } }),
  list: doc('file_listBaseFile', {
    summary: 'The files of a record (functionId and businessId) or by id, as far as the caller may see them',
    body: object({ ...idList, fileIds: ids('Same as ids'), ...target }),
    data: records,
    page: true,
  }),
  quoteFile: doc('file_quoteFile', {
    summary: 'Attach an existing file to another record (same bytes)',
    body: object({ ...fileId, ...idList, ...target, fileName: str() }),
    data: records,
  }),
  copy: doc('file_copy', {
    summary: 'Copy a file to another record (own copy of the bytes)',
    body: object({ ...fileId, ...idList, ...target, fileName: str() }),
    data: records,
  }),
  largeUpload: doc('largeFile_upload', {
    summary: 'Upload one chunk of a big file (resumable)',
    description:
      'Multipart: the fields first, then one chunk as the part `file`. Without uploadId a session is opened. A chunk must start at receivedBytes (409 UPLOAD_OFFSET otherwise).',
    multipart: true,
    body: object({
      uploadId: str(),
      fileName: str(),
      fileSize: int('Total bytes'),
      offset: int('Where this chunk starts'),
      path: str(),
      fileDesc: str(),
      ...target,
      file: { type: 'string', format: 'binary' },
    }),
    data: progress,
  }),
  largeStatus: doc('largeFile_status', { summary: 'Where an interrupted upload continues', body: object({ uploadId: str() }, ['uploadId']), data: progress }),
  largeDownload: doc('largeFile_download', {
    summary: 'Download a big file (Range supported), a link with a one-use ?ticket=',
    querystring: linkQuery({ id: str(), fileId: str() }),
    file: 'application/octet-stream',
  }),
  imageUpload: doc('image_upload', { summary: 'Upload images (gif, jpeg, jpg, png, bmp)', multipart: true, body: uploadForm, data: records }),
  imageDownload: download('image_download', 'An image (as an attachment, sandboxed)', 'image/*'),
  watermark: doc('image_generateBlankImageWatermark', {
    summary: 'Store an SVG watermark tile as a file',
    body: object(
      { text: str(), width: int(), height: int(), fontSize: int(), color: str(), opacity: { type: 'number' }, angle: { type: 'number' }, ...target },
      ['text'],
    ),
    data: fileRecord,
  }),
  pdfView: download('pageoffice_doFilePdfView', 'A PDF, or an office document converted to PDF (as an attachment, sandboxed)', 'application/pdf'),
};
