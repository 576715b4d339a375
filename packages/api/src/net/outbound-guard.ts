/**
 * Which addresses the server may call on an administrator's word (outbound
 * interfaces, webhook channels). An address typed into a form must not make
 * the server reach what only it can reach: the cloud's metadata service
 * (169.254.169.254), its own loopback ports, the private network behind it.
 * So a URL is http(s), and its host resolves only to public unicast addresses
 * (ipaddr.js names the ranges: loopback, link-local, RFC 1918, CGNAT,
 * unique-local, unspecified, multicast, reserved, and IPv4-mapped forms are
 * read as the IPv4 address they carry), unless the host is listed in the
 * config profile OUTBOUND_ALLOWED_HOSTS (names, addresses or CIDRs,
 * comma-separated; seeded empty), an ERP on the company network.
 *
 * The check is made when the URL is saved and again on every connection
 * (`guardedLookup`, the lookup the socket resolves through), so a name that
 * resolved to a public address at the check cannot rebind to an internal one
 * when the call is made.
 */
import { type LookupAddress, lookup } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { Queryable } from '../db/db.ts';

export const ALLOWED_HOSTS_PROFILE = 'OUTBOUND_ALLOWED_HOSTS';

/** Why a URL may not be called: its scheme, or the internal address its host is or resolves to. */
export type Refusal = { key: 'rule.outboundUrlScheme' } | { key: 'rule.outboundUrlAddress'; params: { host: string; address: string } };

/** The hosts of the allow-list profile (lower case), or none when it is empty or disabled. */
export async function allowedHosts(q: Queryable): Promise<string[]> {
  const res = await q.query<{ v: string | null }>(`SELECT profile_value AS v FROM srm_base_config_profile WHERE profile_code = $1 AND enabled_flag = 'Y'`, [
    ALLOWED_HOSTS_PROFILE,
  ]);
  return (res.rows[0]?.v ?? '')
    .split(/[\s,]+/)
    .map((h) =>
      h
        .trim()
        .toLowerCase()
        .replace(/^\[|\]$/g, ''),
    )
    .filter(Boolean);
}

/** The URL's host as the socket is given it: lower case, an IPv6 literal without its brackets. */
export const hostOf = (url: URL): string => url.hostname.toLowerCase().replace(/^\[|\]$/g, '');

/** Whether `host` is on the allow-list: by name, or an address within a listed address or CIDR. */
export function isAllowed(host: string, allowed: readonly string[]): boolean {
  if (allowed.includes(host)) return true;
  if (!ipaddr.isValid(host)) return false;
  const address = ipaddr.process(host);
  return allowed.some((entry) => {
    try {
      const [range, bits] = entry.includes('/') ? ipaddr.parseCIDR(entry) : [ipaddr.process(entry), undefined];
      const net = range.kind() === 'ipv6' && (range as ipaddr.IPv6).isIPv4MappedAddress() ? (range as ipaddr.IPv6).toIPv4Address() : range;
      if (net.kind() !== address.kind()) return false;
      return address.match(net, bits ?? (net.kind() === 'ipv4' ? 32 : 128));
    } catch {
      return false;
    }
  });
}

/** Whether an address may be called: public unicast only (an IPv4-mapped IPv6 address is judged as its IPv4 address). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** The first internal address among a host's addresses, if any. */
const internalOf = (addresses: readonly string[]) => addresses.find((a) => !isPublicAddress(a));

/** A lookup that fails when `hostname` resolves to any internal address (error code EADDRNOTALLOWED). */
export function guardedLookup(
  hostname: string,
  options: { family?: number | string; all?: boolean; hints?: number },
  callback: (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
): void {
  lookup(hostname, { family: options.family as 0 | 4 | 6 | undefined, hints: options.hints, all: true }, (err, addresses) => {
    if (err) return callback(err, '');
    const internal = internalOf(addresses.map((a) => a.address));
    if (internal || !addresses.length) {
      const refused = Object.assign(new Error(`${hostname} resolves to the internal address ${internal ?? 'none'}: not called`), {
        code: 'EADDRNOTALLOWED',
      });
      return callback(refused, '');
    }
    if (options.all) return callback(null, addresses);
    return callback(null, addresses[0].address, addresses[0].family);
  });
}

const resolveAll = (host: string) =>
  new Promise<string[]>((resolve) => lookup(host, { all: true }, (err, addresses) => resolve(err ? [] : addresses.map((a) => a.address))));

/**
 * Why `raw` may not be called, or null. A name that does not resolve now is
 * let through (the ERP's name may resolve only where the server runs): the
 * connection's lookup judges it when it is called.
 */
export async function refusalOf(raw: string, allowed: readonly string[]): Promise<Refusal | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { key: 'rule.outboundUrlScheme' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { key: 'rule.outboundUrlScheme' };
  const host = hostOf(url);
  if (isAllowed(host, allowed)) return null;
  const addresses = isIP(host) ? [host] : host === 'localhost' || host.endsWith('.localhost') ? ['127.0.0.1'] : await resolveAll(host);
  const internal = internalOf(addresses);
  return internal ? { key: 'rule.outboundUrlAddress', params: { host, address: internal } } : null;
}
