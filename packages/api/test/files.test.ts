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
import { formatDate } from '@srm/domain/dates.ts';

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

// The first bytes of real files of each kind: uploads are sniffed (src/files/sniff.ts).
const ZIP = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(26)]);
const PDF = (text: string) => Buffer.from(`%PDF-1.4\n${text}\n%%EOF\n`);
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');

const countRecords = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sys_files')).rows[0].n;
const supplierIdOf = async (client: { user: Record<string, any> }) => Number(client.user.supplierId);

test(`[${dbKind}] upload stores the file with its name, size, hash and uploader; download answers the same bytes`, async () => {
  const buyer = await t.login('buyer');
  const content = 'hello supplier '.repeat(1000);
  const res = await upload(buyer.token, [
    { name: 'fileDesc', value: '报价单' },
    { name: 'files', fileName: '报价单.txt', content, type: 'text/plain' },
  ]);
  assert.equal(res.body.status, 'S', res.body.msg);
  const [file] = res.body.data;
  assert.equal(file.fileName, '报价单.txt');
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
    { name: 'files', fileName: '营业执照.txt', content: 'licence' },
  ]);
  assert.equal(up.body.status, 'S', up.body.msg);
  const fileId = up.body.data[0].fileId;
  // supplier2 may not attach files to supplier1's record either.
  const foreign = await upload(s2.token, [
    { name: 'functionId', value: 'supplierInfo' },
    { name: 'businessId', value: String(await supplierIdOf(s1)) },
    { name: 'files', fileName: 'x.txt', content: 'x' },
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
  const up = await upload(buyer.token, [{ name: 'files', fileName: 'spec.txt', content: 'spec v1' }]);
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
  ZIP.copy(data); // named .zip, it must start as one (sniff.ts)
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
  ZIP.copy(data); // named .zip, it must start as one (sniff.ts)
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
  assert.match(String(view.headers['content-disposition']), /^attachment; filename="c.pdf"/);
  assert.equal(view.headers['content-security-policy'], 'sandbox');
  const doc = await upload(buyer.token, [{ name: 'files', fileName: 'c.docx', content: ZIP }]);
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

const EXEMPTION = 'qmsExemption';
const day = (n: number) => formatDate(new Date(Date.now() + n * 86_400_000));
const fileRow = async (fileId: number) =>
  (
    await t.db.query<{ functionId: string | null; businessId: number | null }>(
      `SELECT function_id AS "functionId", business_id::int AS "businessId" FROM sys_files WHERE file_id = $1`,
      [fileId],
    )
  ).rows[0];
const saved = (res: { body: { status: string; msg: string; data: any } }, what: string) => {
  assert.equal(res.body.status, 'S', `${what}: ${res.body.msg}`);
  return res.body.data;
};
const refusedNaming = (res: { statusCode: number; body: any }, field: string) => {
  assert.equal(res.statusCode, 400, res.body.msg);
  assert.equal(res.body.code, 'VALIDATION');
  assert.deepEqual(
    res.body.errors?.map((e: any) => [e.field, e.code]),
    [[field, 'rule.attachmentNotYours']],
  );
};

test(`[${dbKind}] a file no record owns is its uploader's: another supplier can neither attach, read nor delete it (the reviewer's exemption)`, async () => {
  const s1 = await t.login('supplier1');
  const s2 = await t.login('supplier2');
  const buyer = await t.login('buyer');
  const itemId = Number(
    (await t.db.query<{ id: number }>(`SELECT item_id AS id FROM srm_qms_require_headers WHERE require_status = 'PUBLISHED' ORDER BY require_id LIMIT 1`))
      .rows[0].id,
  );
  // supplier1 uploads a certificate on a new exemption form: the file exists, no record has it yet.
  const up = await upload(s1.token, [
    { name: 'functionId', value: EXEMPTION },
    { name: 'files', fileName: '检测报告.pdf', content: PDF('certificate of supplier1'), type: 'application/pdf' },
  ]);
  const fileId: number = saved(up, 'upload')[0].fileId;
  const exemption = { itemId, exemptionReason: '试产', validFrom: day(0), validTo: day(10) };
  const exemptions = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM srm_qms_exemptions')).rows[0].n;
  const before = await exemptions();

  // supplier2 names it in its own exemption: refused naming the field, in the caller's language, and nothing written.
  const claim = await s2.entity(EXEMPTION, 'saveOrUpdate', { ...exemption, attachmentIds: String(fileId) });
  refusedNaming(claim, 'attachmentIds');
  assert.equal(claim.body.errors?.[0].message, `附件${fileId}不能加入此记录：只能加入您自己上传且尚未属于其他记录的文件`);
  const inEnglish = await s2.entity(EXEMPTION, 'saveOrUpdate', { ...exemption, attachmentIds: `${fileId}` }, { lang: 'EN' });
  assert.equal(inEnglish.body.errors?.[0].message, `File ${fileId} cannot be attached here: only a file you uploaded that no other record owns can be`);
  assert.equal(await exemptions(), before);
  assert.deepEqual(await fileRow(fileId), { functionId: EXEMPTION, businessId: null });
  // Nor can supplier2 (or the buyer, who reads every exemption) download it, or supplier2 delete it.
  for (const op of ['download', 'downloadById']) assert.equal((await raw(s2.token, `${F}/${op}`, { fileId })).statusCode, 404, op);
  assert.equal((await raw(buyer.token, `${F}/downloadById`, { fileId })).statusCode, 404, 'the buyer, before a record owns it');
  assert.equal((await s2.call(`${F}/batchDelete`, { ids: [fileId] })).statusCode, 403);
  assert.equal((await s2.call(`${F}/delete`, { fileId })).statusCode, 403);
  assert.ok(await fileRow(fileId), 'still there');

  // supplier1 saves its exemption with it: in the same save the file becomes the record's, and follows its scope.
  const mine = saved(await s1.entity(EXEMPTION, 'saveOrUpdate', { ...exemption, attachmentIds: String(fileId) }), 'own exemption');
  assert.deepEqual(await fileRow(fileId), { functionId: EXEMPTION, businessId: Number(mine.exemptionId) });
  assert.match((await raw(buyer.token, `${F}/downloadById`, { fileId })).body, /certificate of supplier1/, 'the buyer reads it with the record');
  assert.equal((await raw(s2.token, `${F}/downloadById`, { fileId })).statusCode, 404);
  assert.equal((await s2.call(`${F}/batchDelete`, { ids: [fileId] })).statusCode, 403);
  // Saved again, the file is already on the record; any other record naming it is refused, its uploader's included.
  saved(
    await s1.entity(EXEMPTION, 'saveOrUpdate', { ...mine, exemptionReason: '试产批次', attachmentIds: String(fileId) }),
    'the same file on the same record',
  );
  refusedNaming(await s1.entity(EXEMPTION, 'saveOrUpdate', { ...exemption, attachmentIds: String(fileId) }), 'attachmentIds');
  refusedNaming(await s2.entity(EXEMPTION, 'saveOrUpdate', { ...exemption, attachmentIds: String(fileId) }), 'attachmentIds');
  // An id of no file, or not an id, is refused the same way.
  refusedNaming(await s1.entity(EXEMPTION, 'saveOrUpdate', { ...exemption, attachmentIds: '900719925474' }), 'attachmentIds');
  refusedNaming(await s1.entity(EXEMPTION, 'saveOrUpdate', { ...exemption, attachmentIds: 'x' }), 'attachmentIds');
  assert.equal(await exemptions(), before + 1);
});

test(`[${dbKind}] a file on a line is the document's once saved; the jury is offered only the files a bid owns`, async () => {
  const s1 = await t.login('supplier1');
  const s2 = await t.login('supplier2');
  // A test report line of a substance declaration (qmsDeclaration's lines) names a file.
  const requireId = Number(
    (await t.db.query<{ id: number }>(`SELECT require_id AS id FROM srm_qms_require_headers WHERE require_status = 'PUBLISHED' ORDER BY require_id LIMIT 1`))
      .rows[0].id,
  );
  const theirs = saved(await upload(s2.token, [{ name: 'files', fileName: 'theirs.txt', content: 'supplier2' }]), 'upload')[0].fileId;
  const own = saved(await upload(s1.token, [{ name: 'files', fileName: 'report.txt', content: 'supplier1' }]), 'upload')[0].fileId;
  const declaration = (fileId: number) => ({
    requireId,
    reports: [
      { laboratory: 'SGS', reportNumber: 'R-1', reportDate: day(-1), expiryDate: day(300) },
      { laboratory: 'SGS', reportNumber: 'R-2', reportDate: day(-1), expiryDate: day(300), attachmentIds: String(fileId) },
    ],
  });
  const refused = await s1.entity('qmsDeclaration', 'saveOrUpdate', declaration(theirs));
  refusedNaming(refused, 'attachmentIds');
  assert.deepEqual([refused.body.errors?.[0].child, refused.body.errors?.[0].row], ['reports', 1]);
  assert.deepEqual(await fileRow(theirs), { functionId: null, businessId: null });
  const made = saved(await s1.entity('qmsDeclaration', 'saveOrUpdate', declaration(own)), 'own file on a line');
  assert.deepEqual(await fileRow(own), { functionId: 'qmsDeclaration', businessId: Number(made.declarationId) });
  // Saved again, the line's file is already on the document; another's named on a stored line is refused all the same.
  const stored = async () => saved(await s1.entity('qmsDeclaration', 'findById', { declarationId: made.declarationId }), 'find');
  saved(await s1.entity('qmsDeclaration', 'saveOrUpdate', await stored()), 'saved again with its own file on a line');
  const again = await stored();
  again.reports[0].attachmentIds = String(theirs);
  const onStoredLine = await s1.entity('qmsDeclaration', 'saveOrUpdate', again);
  refusedNaming(onStoredLine, 'attachmentIds');
  assert.deepEqual([onStoredLine.body.errors?.[0].child, onStoredLine.body.errors?.[0].row], ['reports', 0]);

  // A bid of the tender the jury evaluates lists a file it owns and, stored before this rule, one it does not.
  const expert = await t.login('expert1');
  const bid = (
    await t.db.query<{ bidId: number; auctionId: number }>(
      `SELECT b.bid_header_id AS "bidId", b.auction_header_id AS "auctionId" FROM srm_pon_bid_headers b JOIN srm_pon_auction_headers a ON a.auction_header_id = b.auction_header_id
        WHERE a.auction_title = '2027年度传动部件公开招标' AND b.bid_status = 'SUBMITTED' AND b.round_number = a.round_number ORDER BY b.bid_header_id LIMIT 1`,
    )
  ).rows[0];
  const admin = await t.login('admin');
  const owned = saved(
    await upload(admin.token, [
      { name: 'functionId', value: 'ponBid' },
      { name: 'businessId', value: String(bid.bidId) },
      { name: 'files', fileName: 'proposal.txt', content: 'technical proposal' },
    ]),
    'upload to the bid',
  )[0].fileId;
  await t.db.query('UPDATE srm_pon_bid_headers SET attachment_ids = $2 WHERE bid_header_id = $1', [bid.bidId, `${owned},${theirs}`]);
  const sheet = saved(await expert.entity('ponAuction', 'doEvaluation', { auctionHeaderId: bid.auctionId }), 'evaluation sheet');
  const response = sheet.responses.find((r: any) => Number(r.bidHeaderId) === Number(bid.bidId));
  assert.equal(response.attachmentIds, String(owned));
});

test(`[${dbKind}] uploads are what their names say: a mismatch, an SVG or HTML page as a picture are refused; files are served sandboxed`, async () => {
  const buyer = await t.login('buyer');
  const I = '/api/fileServer/v2/images/upload';
  const before = await countRecords();
  const objects = (await storedFiles()).length;
  const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>';
  for (const [path, fileName, content, code] of [
    [I, 'photo.png', svg, 'IMAGE_TYPE'],
    [I, 'photo.png', '<?xml version="1.0"?>' + svg, 'IMAGE_TYPE'],
    [I, 'photo.jpg', '<!doctype html><script>alert(1)</script>', 'IMAGE_TYPE'],
    [I, 'photo.gif', PDF('not a picture'), 'IMAGE_TYPE'],
    [`${F}/upload`, 'photo.png', svg, 'UNSUPPORTED_FILE_FORMAT'],
    [`${F}/upload`, 'report.pdf', 'just text', 'UNSUPPORTED_FILE_FORMAT'],
    [`${F}/upload`, 'notes.txt', PNG, 'UNSUPPORTED_FILE_FORMAT'],
    [`${F}/upload`, 'sheet.xlsx', PDF('a pdf'), 'UNSUPPORTED_FILE_FORMAT'],
  ] as const) {
    const res = await upload(buyer.token, [{ name: 'files', fileName, content, type: 'image/png' }], path);
    assert.equal(res.statusCode, 400, `${fileName}: ${res.body.msg}`);
    assert.equal(res.body.code, code, fileName);
  }
  assert.equal(await countRecords(), before, 'no record of a refused upload');
  assert.equal((await storedFiles()).length, objects, 'no bytes of a refused upload');

  // A real picture is taken; its type is what the bytes are, whatever the client claimed.
  const png = await upload(buyer.token, [{ name: 'files', fileName: '现场.png', content: PNG, type: 'image/svg+xml' }], I);
  const fileId = saved(png, 'a real PNG')[0].fileId;
  for (const path of [`${F}/download`, `${F}/downloadById`, '/api/fileServer/v2/images/download', `${L}/download?fileId=${fileId}`]) {
    const res = path.includes('?')
      ? await t.app.inject({ method: 'GET', url: path, headers: await signedHeaders(buyer.token) })
      : await raw(buyer.token, path, { fileId });
    assert.equal(res.statusCode, 200, path);
    assert.equal(res.headers['content-type'], 'image/png', path);
    assert.equal(res.headers['content-disposition'], `attachment; filename="__.png"; filename*=UTF-8''${encodeURIComponent('现场.png')}`, path);
    assert.equal(res.headers['content-security-policy'], 'sandbox', path);
    assert.equal(res.headers['x-content-type-options'], 'nosniff', path);
  }
  const zip = await raw(buyer.token, `${F}/batchDownload`, { ids: [fileId] });
  assert.equal(zip.headers['content-security-policy'], 'sandbox');
  assert.equal(zip.headers['x-content-type-options'], 'nosniff');
  // A large upload is sniffed once whole: an SVG named .png is refused and leaves neither record nor bytes.
  const large = await upload(
    buyer.token,
    [
      { name: 'fileName', value: 'big.png' },
      { name: 'fileSize', value: String(Buffer.byteLength(svg)) },
      { name: 'file', fileName: 'blob', content: svg },
    ],
    `${L}/upload`,
  );
  assert.equal(large.body.code, 'UNSUPPORTED_FILE_FORMAT');
  assert.equal(await countRecords(), before + 1);
  assert.equal((await storedFiles()).length, objects + 1);
});

test(`[${dbKind}] uploads no record took are removed after a day by the scheduled job, records and bytes; owned ones stay`, async () => {
  const { enqueue } = await import('../src/jobs/queue.ts');
  const { UNATTACHED_FILES_JOB } = await import('../src/jobs/unattached-files-job.ts');
  const s1 = await t.login('supplier1');
  const form = async (name: string) =>
    saved(
      await upload(s1.token, [
        { name: 'functionId', value: EXEMPTION },
        { name: 'files', fileName: name, content: `${name} ${Math.random()}` },
      ]),
      name,
    )[0].fileId as number;
  const stale = await form('stale.txt');
  const fresh = await form('fresh.txt');
  const owned = await form('owned.txt');
  await t.db.query(`UPDATE sys_files SET business_id = 1 WHERE file_id = $1`, [owned]);
  await t.db.query(`UPDATE sys_files SET creation_date = now() - interval '25 hours' WHERE file_id = ANY($1)`, [[stale, owned]]);
  const objects = (await storedFiles()).length;
  await enqueue(t.db, UNATTACHED_FILES_JOB, {});
  await t.app.srm.jobs!.drain();
  assert.equal(await fileRow(stale), undefined, 'the day-old unattached upload is gone');
  assert.ok(await fileRow(fresh), 'a fresh upload waits for its record');
  assert.ok(await fileRow(owned), 'a file a record owns stays');
  assert.equal((await storedFiles()).length, objects - 1, 'its bytes went with it');
  const logged = await t.db.query(`SELECT job_status AS s FROM sys_jobs WHERE job_type = $1 ORDER BY job_id DESC LIMIT 1`, [UNATTACHED_FILES_JOB]);
  assert.equal(logged.rows[0].s, 'DONE');
});
