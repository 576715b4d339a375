/**
 * A PAdES signature applied as an incremental update: the signer's drawn
 * signature (PNG) becomes the appearance of a signature widget in its box on
 * the signature page, and the update (signature dictionary, widget, its
 * appearance, the page's annotations, the AcroForm) is appended after the
 * bytes already there, which are never rewritten, so a signature made before
 * stays valid. @signpdf fills the ByteRange and writes the CMS
 * (adbe.pkcs7.detached) made with the signer's certificate.
 */
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ADOBE_PKCS7_DETACHED } from '@signpdf/utils';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFNumber, type PDFObject, PDFRef, PDFString, PngEmbedder } from 'pdf-lib';

export const SIGNATURE_BYTES = 12_000;
const BYTE_RANGE_PLACEHOLDER = '**********';

export interface SignInput {
  pdf: Uint8Array;
  p12: Buffer;
  passphrase: string;
  /** The drawn signature, PNG. */
  image: Uint8Array;
  /** [x1, y1, x2, y2] on the last page. */
  box: readonly number[];
  /** The field's name, one per party ("PartyA"). */
  fieldName: string;
  signerName: string;
  reason: string;
  location: string;
  signingTime?: Date;
}

const enc = new TextEncoder();

/** The byte offset the file's last `startxref` names. */
function lastStartXref(pdf: Uint8Array): number {
  const tail = Buffer.from(pdf.subarray(Math.max(0, pdf.length - 2048))).toString('latin1');
  const m = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  if (!m) throw new Error('not a PDF: no startxref at its end');
  return Number(m[1]);
}

/** Names of the signature fields already in the document. */
export async function signatureFieldNames(pdf: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const form = doc.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict);
  const fields = form?.lookupMaybe(PDFName.of('Fields'), PDFArray);
  const names: string[] = [];
  for (let i = 0; i < (fields?.size() ?? 0); i++) {
    const f = fields?.lookupMaybe(i, PDFDict);
    const t = f?.lookupMaybe(PDFName.of('T'), PDFString, PDFHexString);
    if (t) names.push(t.decodeText());
  }
  return names;
}

const stamp = (d: Date) => d.toISOString().slice(0, 16).replace('T', ' ');

/** `input.pdf` with the placeholder of a new signature appended as an incremental update. */
export async function withSignaturePlaceholder(input: SignInput): Promise<Buffer> {
  const original = input.pdf;
  const doc = await PDFDocument.load(original, { updateMetadata: false });
  const ctx = doc.context;
  const firstNew = ctx.largestObjectNumber + 1;
  const modified = new Set<PDFRef>();
  const when = input.signingTime ?? new Date();

  const page = doc.getPages().at(-1);
  if (!page) throw new Error('the PDF has no page');
  const [x1, y1, x2, y2] = input.box;
  const w = x2 - x1;
  const h = y2 - y1;

  // The drawn signature, fitted into the box above a line with the signing time.
  const imageRef = ctx.nextRef();
  const png = await PngEmbedder.for(input.image);
  await png.embedIntoContext(ctx, imageRef);
  const room = { w: w - 8, h: h - 18 };
  const scale = Math.min(room.w / png.width, room.h / png.height);
  const iw = png.width * scale;
  const ih = png.height * scale;
  const fontRef = ctx.register(ctx.obj({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica', Encoding: 'WinAnsiEncoding' }));
  const caption = `Signed ${stamp(when)} UTC`.replace(/[()\\]/g, '');
  const content = `q ${iw.toFixed(2)} 0 0 ${ih.toFixed(2)} ${((w - iw) / 2).toFixed(2)} ${(14 + (room.h - ih) / 2).toFixed(2)} cm /Sig Do Q BT /F1 7 Tf 0.3 0.3 0.35 rg 4 4 Td (${caption}) Tj ET`;
  const appearance = ctx.register(
    ctx.stream(content, { Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { XObject: { Sig: imageRef }, Font: { F1: fontRef } } }),
  );

  const byteRange = PDFArray.withContext(ctx);
  byteRange.push(PDFNumber.of(0));
  for (let i = 0; i < 3; i++) byteRange.push(PDFName.of(BYTE_RANGE_PLACEHOLDER));
  const sigRef = ctx.register(
    ctx.obj({
      Type: 'Sig',
      Filter: 'Adobe.PPKLite',
      SubFilter: SUBFILTER_ADOBE_PKCS7_DETACHED,
      ByteRange: byteRange,
      Contents: PDFHexString.of('0'.repeat(SIGNATURE_BYTES * 2)),
      Reason: PDFHexString.fromText(input.reason),
      M: PDFString.fromDate(when),
      Name: PDFHexString.fromText(input.signerName),
      Location: PDFHexString.fromText(input.location),
      Prop_Build: { Filter: { Name: 'Adobe.PPKLite' }, App: { Name: 'SRM' } },
    }),
  );
  const widgetRef = ctx.register(
    ctx.obj({
      Type: 'Annot',
      Subtype: 'Widget',
      FT: 'Sig',
      Rect: [x1, y1, x2, y2],
      V: sigRef,
      T: PDFString.of(input.fieldName),
      F: 4,
      P: page.ref,
      AP: { N: appearance },
    }),
  );

  // The page's annotations: an indirect array is rewritten as itself, a direct one with the page.
  const annots = page.node.get(PDFName.of('Annots'));
  if (annots instanceof PDFRef) {
    ctx.lookup(annots, PDFArray).push(widgetRef);
    modified.add(annots);
  } else {
    const list = annots instanceof PDFArray ? annots : ctx.obj([]);
    list.push(widgetRef);
    page.node.set(PDFName.of('Annots'), list);
    modified.add(page.ref);
  }
  // The AcroForm, indirect so the next signature rewrites only it.
  const root = ctx.trailerInfo.Root as PDFRef;
  const formEntry = doc.catalog.get(PDFName.of('AcroForm'));
  let form: PDFDict;
  if (formEntry instanceof PDFRef) {
    form = ctx.lookup(formEntry, PDFDict);
    modified.add(formEntry);
  } else {
    form = formEntry instanceof PDFDict ? formEntry : ctx.obj({ Fields: [] });
    doc.catalog.set(PDFName.of('AcroForm'), ctx.register(form));
    modified.add(root);
  }
  const fields = form.lookupMaybe(PDFName.of('Fields'), PDFArray) ?? ctx.obj([]);
  fields.push(widgetRef);
  form.set(PDFName.of('Fields'), fields);
  form.set(PDFName.of('SigFlags'), PDFNumber.of(3));

  // The update: changed and new objects, a cross-reference section for them, a trailer pointing back.
  const objects: [PDFRef, PDFObject][] = ctx
    .enumerateIndirectObjects()
    .filter(([ref]) => ref.objectNumber >= firstNew || modified.has(ref))
    .sort(([a], [b]) => a.objectNumber - b.objectNumber);
  const parts: Uint8Array[] = [enc.encode('\n')];
  let offset = original.length + 1;
  const offsets = new Map<number, number>();
  for (const [ref, obj] of objects) {
    const head = enc.encode(`${ref.objectNumber} ${ref.generationNumber} obj\n`);
    const body = new Uint8Array(obj.sizeInBytes());
    obj.copyBytesInto(body, 0);
    const tail = enc.encode('\nendobj\n');
    offsets.set(ref.objectNumber, offset);
    parts.push(head, body, tail);
    offset += head.length + body.length + tail.length;
  }
  const xrefAt = offset;
  let xref = 'xref\n';
  const numbers = [...offsets.keys()];
  for (let i = 0; i < numbers.length; ) {
    let j = i;
    while (j + 1 < numbers.length && numbers[j + 1] === numbers[j] + 1) j++;
    xref += `${numbers[i]} ${j - i + 1}\n`;
    for (let k = i; k <= j; k++) xref += `${String(offsets.get(numbers[k])).padStart(10, '0')} 00000 n\r\n`;
    i = j + 1;
  }
  const info = ctx.trailerInfo.Info ? ` /Info ${ctx.trailerInfo.Info.toString()}` : '';
  const id = ctx.trailerInfo.ID ? ` /ID ${ctx.trailerInfo.ID.toString()}` : '';
  xref += `trailer\n<< /Size ${ctx.largestObjectNumber + 1} /Root ${root.toString()}${info}${id} /Prev ${lastStartXref(original)} >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  parts.push(enc.encode(xref));
  return Buffer.concat([Buffer.from(original), ...parts]);
}

/** `input.pdf` signed: the placeholder appended, then the CMS of the signer written into it. */
export async function signPdf(input: SignInput): Promise<Buffer> {
  const prepared = await withSignaturePlaceholder(input);
  const signer = new P12Signer(input.p12, { passphrase: input.passphrase });
  return new SignPdf().sign(prepared, signer, input.signingTime);
}
