/**
 * Files through the real routes: upload, download, refusals, a cut-off upload,
 * supplier scope, shared bytes, resumable large files, previews. Run on the local
 * store, and by files-s3.test.ts on an S3-compatible server (FILE_STORAGE=s3).
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';

const fileDir = mkdtempSync(join(tmpdir(), 'srm-files-'));
process.env.FILE_DIR = fileDir;
after(() => rmSync(fileDir, { recursive: true, force: true }));
const helper = await import('./helper.ts');
const { setup, signedHeaders } = helper;
const s3 = process.env.FILE_STORAGE === 's3';
const dbKind = s3 ? `${helper.dbKind}, S3` : helper.dbKind;
const t = await setup();
const F = '/api/fileServer/v2/file';
const L = '/api/fileServer/v1/largeFile';

type Part = { name: string; value?: string; fileName?: string; content?: Buffer | string; type?: string };

function multipart(parts: Part[], boundary = '----srmtest' + Math.random().toString(16).slice(2)): { body: Buffer; type: string } {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"`;
    if (p.fileName !== undefined) head += `; filename="${p.fileName}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}`;
    chunks.push(Buffer.from(`${head}\r\n\r\n`), Buffer.from(p.content ?? p.value ?? ''), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

async function upload(token: string, parts: Part[], path = `${F}/upload`, cut?: number) {
  const { body, type } = multipart(parts);
  const headers = { ...(await signedHeaders(token)), 'content-type': type };
  const res = await t.app.inject({ method: 'POST', url: path, headers, payload: cut ? body.subarray(0, cut) : body });
  return { statusCode: res.statusCode, body: res.json() };
}

async function raw(token: string, path: string, payload: unknown) {
  return t.app.inject({ method: 'POST', url: path, headers: await signedHeaders(token), payload: JSON.stringify(payload) });
}

/** The stored objects: files under the local folder, or the keys in the bucket. */
async function storedFiles(): Promise<string[]> {
  if (s3) {
    const { S3Client, ListObjectsV2Command } = await import('@aws-sdk/client-s3');
    const client = new S3Client({
      endpoint: process.env.S3_ENDPOINT,
      region: process.env.S3_REGION,
      forcePathStyle: true,
      credentials: { accessKeyId: process.env.S3_ACCESS_KEY_ID!, secretAccessKey: process.env.S3_SECRET_ACCESS_KEY! },
    });
    const res = await client.send(new ListObjectsV2Command({ Bucket: process.env.S3_BUCKET }));
    client.destroy();
    return (res.Contents ?? []).map((o) => o.Key!);
  }
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else out.push(p);
    }
  };
  walk(fileDir);
  return out;
}

const countRecords = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sys_files')).rows[0].n;
const supplierIdOf = async (client: { user: Record<string, any> }) => Number(client.user.supplierId);

test(`[${dbKind}] upload stores the file with its name, size, hash and uploader; download answers the same bytes`, async () => {
  const buyer = await t.login('buyer');
  const content = 'hello supplier '.repeat(1000);
  const res = await upload(buyer.token, [
    { name: 'fileDesc', value: '报价单' },
    { name: 'files', fileName: '报价单.pdf', content, type: 'application/pdf' },
  ]);
  assert.equal(res.body.status, 'S', res.body.msg);
  const [file] = res.body.data;
  assert.equal(file.fileName, '报价单.pdf');
  assert.equal(file.fileSize, content.length);
  assert.equal(file.sha256, createHash('sha256').update(content).digest('hex'));
  assert.equal(file.uploadUserId, buyer.user.userId);
  assert.equal(file.fileDesc, '报价单');
  const dl = await raw(buyer.token, `${F}/downloadById`, { fileId: file.fileId });
  assert.equal(dl.statusCode, 200);
  assert.equal(dl.body, content);
  assert.match(String(dl.headers['content-disposition']), /filename\*=UTF-8''%E6%8A%A5/);
  const ranged = await t.app.inject({
    method: 'POST',
    url: `${F}/download`,
    headers: { ...(await signedHeaders(buyer.token)), range: 'bytes=6-13' },
    payload: JSON.stringify({ fileId: file.fileId }),
  });
  assert.equal(ranged.statusCode, 206);
  assert.equal(ranged.body, 'supplier');
});

test(`[${dbKind}] upload refusals: format, size, nothing sent; the SPEC messages`, async () => {
  const buyer = await t.login('buyer');
  const before = await countRecords();
  const bad = await upload(buyer.token, [{ name: 'files', fileName: 'virus.exe', content: 'MZ' }]);
  assert.equal(bad.body.msg, '不支持的文件格式');
  await t.db.query(`UPDATE srm_base_config_profile SET profile_value = '1000' WHERE profile_code = 'UPLOAD_MAX_SIZE'`);
  try {
    const big = await upload(buyer.token, [{ name: 'files', fileName: 'big.txt', content: 'x'.repeat(1001) }]);
    assert.equal(big.statusCode, 413);
    assert.equal(big.body.msg, 'big.txt附件过大');
    const fits = await upload(buyer.token, [{ name: 'files', fileName: 'fits.txt', content: 'x'.repeat(1000) }]);
    assert.equal(fits.body.status, 'S');
  } finally {
    await t.db.query(`UPDATE srm_base_config_profile SET profile_value = '2147483648' WHERE profile_code = 'UPLOAD_MAX_SIZE'`);
  }
  assert.equal(await countRecords(), before + 1);
  const none = await upload(buyer.token, [{ name: 'fileDesc', value: 'x' }]);
  assert.equal(none.body.status, 'M');
});

test(`[${dbKind}] an upload cut off half-way leaves no record and no bytes`, async () => {
  const buyer = await t.login('buyer');
  const before = await countRecords();
  const filesBefore = (await storedFiles()).length;
  const res = await upload(
    buyer.token,
    [
      { name: 'files', fileName: 'first.txt', content: 'complete file' },
      { name: 'files', fileName: 'cut.txt', content: 'y'.repeat(200_000) },
    ],
    `${F}/upload`,
    120_000,
  );
  assert.notEqual(res.body.status, 'S');
  assert.equal(res.body.code, 'UPLOAD_ABORTED');
  assert.equal(await countRecords(), before);
  assert.equal((await storedFiles()).length, filesBefore);
});

test(`[${dbKind}] supplier scope: supplier2 can neither download, list nor zip supplier1's record files`, async () => {
  const s1 = await t.login('supplier1');
  const s2 = await t.login('supplier2');
  const up = await upload(s1.token, [
    { name: 'functionId', value: 'supplierInfo' },
    { name: 'businessId', value: String(await supplierIdOf(s1)) },
    { name: 'files', fileName: '营业执照.pdf', content: 'licence' },
  ]);
  assert.equal(up.body.status, 'S', up.body.msg);
  const fileId = up.body.data[0].fileId;
  // supplier2 may not attach files to supplier1's record either.
  const foreign = await upload(s2.token, [
    { name: 'functionId', value: 'supplierInfo' },
    { name: 'businessId', value: String(await supplierIdOf(s1)) },
    { name: 'files', fileName: 'x.pdf', content: 'x' },
  ]);
  assert.notEqual(foreign.body.status, 'S');
  assert.equal((await raw(s1.token, `${F}/downloadById`, { fileId })).body, 'licence');
  const denied = await raw(s2.token, `${F}/downloadById`, { fileId });
  assert.equal(denied.statusCode, 404);
  assert.equal(denied.json().msg, '未找到文件信息');
  const mine = await upload(s2.token, [{ name: 'files', fileName: 'own.txt', content: 'own' }]);
  const zip = await raw(s2.token, `${F}/batchDownload`, { ids: [mine.body.data[0].fileId, fileId] });
  assert.equal(zip.statusCode, 404);
  const ownZip = await raw(s2.token, `${F}/batchDownload`, { ids: [mine.body.data[0].fileId] });
  assert.equal(ownZip.statusCode, 200);
  assert.equal(ownZip.headers['content-type'], 'application/zip');
  assert.match(String(ownZip.headers['content-disposition']), /attachments_\d{14}\.zip/);
  assert.equal(ownZip.rawPayload.subarray(0, 2).toString(), 'PK');
  const list = await s2.call(`${F}/listBaseFile`, { functionId: 'supplierInfo', businessId: await supplierIdOf(s1) });
  assert.equal(list.body.msg, '未找到文件信息');
  const buyer = await t.login('buyer');
  const seen = await buyer.call(`${F}/listBaseFile`, { ids: [fileId] });
  assert.equal(seen.body.data[0].fileId, fileId);
  const del = await s2.call(`${F}/batchDelete`, { ids: [fileId] });
  assert.notEqual(del.body.status, 'S');
});

test(`[${dbKind}] quoteFile shares the bytes; deleting one record keeps them for the other`, async () => {
  const buyer = await t.login('buyer');
  const up = await upload(buyer.token, [{ name: 'files', fileName: 'spec.docx', content: 'spec v1' }]);
  const original = up.body.data[0];
  const quoted = await buyer.call(`${F}/quoteFile`, { fileId: original.fileId });
  assert.equal(quoted.body.status, 'S', quoted.body.msg);
  const copy = quoted.body.data[0];
  assert.notEqual(copy.fileId, original.fileId);
  assert.equal(copy.sha256, original.sha256);
  const objects = await t.db.query<{ n: number }>('SELECT count(DISTINCT object_id)::int AS n FROM sys_files WHERE file_id = ANY($1)', [
    [original.fileId, copy.fileId],
  ]);
  assert.equal(objects.rows[0].n, 1);
  const empty = await buyer.call(`${F}/batchDelete`, { ids: [] });
  assert.equal(empty.body.msg, '附件ID不能为空');
  const del = await buyer.call(`${F}/batchDelete`, { ids: [original.fileId] }, { lang: 'EN' });
  assert.equal(del.body.msg, 'attachment deleted successfully, because the attachment ID changed please save the business document in time');
  assert.equal((await raw(buyer.token, `${F}/downloadById`, { fileId: copy.fileId })).body, 'spec v1');
  const filesLeft = (await storedFiles()).length;
  await buyer.call(`${F}/delete`, { fileId: copy.fileId });
  assert.equal((await storedFiles()).length, filesLeft - 1);
  const gone = await buyer.call(`${F}/listBaseFile`, { ids: [copy.fileId] }, { lang: 'EN' });
  assert.equal(gone.body.msg, 'file information not found');
});

test(`[${dbKind}] large file: an interrupted upload continues from where it stopped`, async () => {
  const buyer = await t.login('buyer');
  const objectsBefore = (await storedFiles()).length;
  // Every position holds its own value, so chunks joined out of order or twice show.
  const data = Buffer.alloc(300_000);
  for (let i = 0; i < data.length; i += 4) data.writeUInt32BE(i, i);
  const first = await upload(
    buyer.token,
    [
      { name: 'fileName', value: 'big.zip' },
      { name: 'fileSize', value: String(data.length) },
      { name: 'offset', value: '0' },
      { name: 'file', fileName: 'blob', content: data.subarray(0, 100_000) },
    ],
    `${L}/upload`,
  );
  assert.equal(first.body.status, 'S', first.body.msg);
  const uploadId = first.body.data.uploadId;
  assert.equal(first.body.data.receivedBytes, 100_000);
  // The second chunk is cut off: nothing of it counts.
  const cut = await upload(
    buyer.token,
    [
      { name: 'uploadId', value: uploadId },
      { name: 'offset', value: '100000' },
      { name: 'file', fileName: 'blob', content: data.subarray(100_000) },
    ],
    `${L}/upload`,
    150_000,
  );
  assert.notEqual(cut.body.status, 'S');
  const status = await buyer.call(`${L}/status`, { uploadId });
  assert.equal(status.body.data.receivedBytes, 100_000);
  const wrong = await upload(
    buyer.token,
    [
      { name: 'uploadId', value: uploadId },
      { name: 'offset', value: '5' },
      { name: 'file', fileName: 'blob', content: 'x' },
    ],
    `${L}/upload`,
  );
  assert.equal(wrong.body.code, 'UPLOAD_OFFSET');
  const rest = await upload(
    buyer.token,
    [
      { name: 'uploadId', value: uploadId },
      { name: 'offset', value: '100000' },
      { name: 'file', fileName: 'blob', content: data.subarray(100_000) },
    ],
    `${L}/upload`,
  );
  assert.equal(rest.body.data.complete, true, rest.body.msg);
  const file = rest.body.data.file;
  assert.equal(file.sha256, createHash('sha256').update(data).digest('hex'));
  // A link: a one-use ticket of the session, not its token, in the query.
  const ticket = await buyer.call('/api/baseServer/v1/baseLoginService/accessTicket', { path: `${L}/download`, params: { id: String(file.fileId) } });
  const dl = await t.app.inject({ method: 'GET', url: `${L}/download?id=${file.fileId}&ticket=${encodeURIComponent(ticket.body.data.ticket)}` });
  assert.equal(dl.statusCode, 200);
  assert.equal(createHash('sha256').update(dl.rawPayload).digest('hex'), file.sha256);
  // The finished file is one stored object: no chunk or partial file is left.
  assert.equal((await storedFiles()).length, objectsBefore + 1);
});

test(`[${dbKind}] large file: chunks bigger than a storage part, and an empty file, arrive whole`, async () => {
  const buyer = await t.login('buyer');
  const objectsBefore = (await storedFiles()).length;
  // 9 MB chunks: each is stored in more than one 8 MB part, and so is the joined file.
  const data = Buffer.alloc(18 * 1024 * 1024 + 1);
  for (let i = 0; i + 4 <= data.length; i += 4) data.writeUInt32BE(i, i);
  let uploadId: string | undefined;
  let answer: any;
  for (let offset = 0; offset < data.length; offset += 9 * 1024 * 1024) {
    const chunk = data.subarray(offset, offset + 9 * 1024 * 1024);
    const head = uploadId
      ? [{ name: 'uploadId', value: uploadId }]
      : [
          { name: 'fileName', value: 'model.zip' },
          { name: 'fileSize', value: String(data.length) },
        ];
    answer = (
      await upload(buyer.token, [...head, { name: 'offset', value: String(offset) }, { name: 'file', fileName: 'blob', content: chunk }], `${L}/upload`)
    ).body;
    assert.equal(answer.status, 'S', answer.msg);
    uploadId = answer.data.uploadId;
  }
  assert.equal(answer.data.complete, true);
  assert.equal(answer.data.file.sha256, createHash('sha256').update(data).digest('hex'));
  const dl = await raw(buyer.token, `${F}/download`, { fileId: answer.data.file.fileId });
  assert.ok(dl.rawPayload.equals(data));
  const empty = await upload(
    buyer.token,
    [
      { name: 'fileName', value: 'empty.txt' },
      { name: 'fileSize', value: '0' },
      { name: 'file', fileName: 'blob', content: '' },
    ],
    `${L}/upload`,
  );
  assert.equal(empty.body.data.complete, true, empty.body.msg);
  assert.equal(empty.body.data.file.sha256, createHash('sha256').digest('hex'));
  const none = await raw(buyer.token, `${F}/download`, { fileId: empty.body.data.file.fileId });
  assert.equal(none.statusCode, 200);
  assert.equal(none.rawPayload.length, 0);
  assert.equal((await storedFiles()).length, objectsBefore + 2);
});

test(`[${dbKind}] PDF view: no id, a PDF inline, an office file without converter; images and watermark`, async () => {
  const buyer = await t.login('buyer');
  const P = '/api/fileServer/v2/pageoffice/doFilePdfView';
  const none = await buyer.call(P, {});
  assert.equal(none.body.msg, '没有需要预览的文件ID信息');
  const pdf = await upload(buyer.token, [{ name: 'files', fileName: 'c.pdf', content: '%PDF-1.4 test' }]);
  const view = await raw(buyer.token, P, { fileId: pdf.body.data[0].fileId });
  assert.equal(view.headers['content-type'], 'application/pdf');
  assert.match(String(view.headers['content-disposition']), /^inline/);
  const doc = await upload(buyer.token, [{ name: 'files', fileName: 'c.docx', content: 'PK' }]);
  const refused = await buyer.call(P, { fileId: doc.body.data[0].fileId }, { lang: 'EN' });
  assert.match(refused.body.msg, /No document converter is configured/);
  const img = await upload(buyer.token, [{ name: 'files', fileName: 'a.pdf', content: 'x' }], '/api/fileServer/v2/images/upload');
  assert.equal(img.body.code, 'IMAGE_TYPE');
  const wm = await buyer.call('/api/fileServer/v2/images/generateBlankImageWatermark', { text: '星辰集团 机密' });
  assert.equal(wm.body.status, 'S');
  const svg = await raw(buyer.token, '/api/fileServer/v2/images/download', { fileId: wm.body.data.fileId });
  assert.equal(svg.headers['content-type'], 'image/svg+xml');
  assert.match(svg.body, /星辰集团 机密/);
});
