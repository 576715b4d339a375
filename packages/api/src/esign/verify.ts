/**
 * Reads back the signatures of a PDF independently of the signer: for each
 * filled /ByteRange, the CMS in /Contents is parsed with node-forge, the
 * digest of the signed ranges compared with its messageDigest attribute, the
 * signature over the attributes checked with the certificate's public key,
 * and the certificate checked against the platform CA when one is given.
 * Used by downloadSignedDoc's answer headers, the tests and the sign flow
 * (a party's signature must still verify before the other signs).
 */
import { createHash } from 'node:crypto';
import forge from 'node-forge';

export interface SignatureCheck {
  /** Bytes of the file this signature covers (its revision ends there). */
  coversTo: number;
  signer: string;
  digestOk: boolean;
  signatureOk: boolean;
  /** null when no CA was given. */
  issuedByCa: boolean | null;
  valid: boolean;
}

/** What node-forge captures of a SignedData's signer (its `rawCapture`). */
interface RawCapture {
  serial?: string;
  digestAlgorithm: string;
  authenticatedAttributes?: forge.asn1.Asn1[];
  signature: string;
}

const DIGESTS: Record<string, string> = {
  [forge.pki.oids.sha256]: 'sha256',
  [forge.pki.oids.sha384]: 'sha384',
  [forge.pki.oids.sha512]: 'sha512',
  [forge.pki.oids.sha1]: 'sha1',
};

function commonName(cert: forge.pki.Certificate): string {
  const cn = cert.subject.getField('CN');
  if (!cn) return '';
  try {
    return forge.util.decodeUtf8(String(cn.value));
  } catch {
    return String(cn.value);
  }
}

/** Every signature of `pdf`, in file order. */
export function verifyPdfSignatures(pdf: Uint8Array, caCertPem?: string): SignatureCheck[] {
  const buf = Buffer.from(pdf);
  const text = buf.toString('latin1');
  const out: SignatureCheck[] = [];
  for (const m of text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)) {
    const [a, b, c, d] = m.slice(1, 5).map(Number);
    const check: SignatureCheck = { coversTo: c + d, signer: '', digestOk: false, signatureOk: false, issuedByCa: null, valid: false };
    out.push(check);
    if (c + d > buf.length || a !== 0 || b >= c) continue;
    const hex = text.slice(b + 1, c - 1).replace(/(00)+$/, '');
    let p7: forge.pkcs7.PkcsSignedData & { rawCapture: RawCapture };
    try {
      const asn1 = forge.asn1.fromDer(forge.util.hexToBytes(hex.length % 2 ? `${hex}0` : hex), { parseAllBytes: false } as unknown as boolean);
      p7 = forge.pkcs7.messageFromAsn1(asn1) as typeof p7;
    } catch {
      continue;
    }
    const raw = p7.rawCapture;
    const serial = forge.util.bytesToHex(raw.serial ?? '');
    const cert = p7.certificates.find((x) => x.serialNumber === serial) ?? p7.certificates[0];
    if (!cert) continue;
    check.signer = commonName(cert);
    const digestName = DIGESTS[forge.asn1.derToOid(raw.digestAlgorithm)] ?? 'sha256';
    const signed = Buffer.concat([buf.subarray(a, a + b), buf.subarray(c, c + d)]);
    const digest = createHash(digestName).update(signed).digest('binary');
    const attrs: forge.asn1.Asn1[] = raw.authenticatedAttributes ?? [];
    const md = attrs.find((x) => forge.asn1.derToOid((x.value as forge.asn1.Asn1[])[0].value as string) === forge.pki.oids.messageDigest);
    const mdValue = md ? ((((md.value as forge.asn1.Asn1[])[1].value as forge.asn1.Asn1[])[0].value as string) ?? '') : '';
    check.digestOk = mdValue === digest;
    try {
      const set = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attrs);
      const h = forge.md[digestName as 'sha256'].create();
      h.update(forge.asn1.toDer(set).getBytes());
      check.signatureOk = (cert.publicKey as forge.pki.rsa.PublicKey).verify(h.digest().getBytes(), raw.signature);
    } catch {
      check.signatureOk = false;
    }
    if (caCertPem) {
      try {
        check.issuedByCa = forge.pki.certificateFromPem(caCertPem).verify(cert);
      } catch {
        check.issuedByCa = false;
      }
    }
    check.valid = check.digestOk && check.signatureOk && check.issuedByCa !== false;
  }
  return out;
}
