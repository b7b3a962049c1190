import ipaddr from 'ipaddr.js';

/*
 * Which network addresses the server may connect to on a user's behalf (webhooks, listing
 * pages and their images). Public unicast only: loopback, private (10/8, 172.16/12,
 * 192.168/16), carrier-grade NAT, link-local (169.254/16 with the cloud metadata address,
 * fe80::/10), unique-local (fc00::/7), multicast, broadcast, unspecified (0.0.0.0, ::) and
 * every reserved or special-purpose range (documentation, benchmarking, 6to4, Teredo, NAT64, …)
 * are refused, in IPv4, IPv6, IPv4-mapped (::ffff:127.0.0.1), IPv4-compatible (::127.0.0.1)
 * and ISATAP (…:5efe:127.0.0.1) IPv6 form.
 */

export type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** Parses an address literal (brackets allowed); an IPv4-mapped IPv6 one reads as its IPv4. */
export function parseAddress(text: string): Address | null {
  try {
    const a = ipaddr.parse(text.replace(/^\[|\]$/g, ''));
    return a.kind() === 'ipv6' && (a as ipaddr.IPv6).isIPv4MappedAddress()
      ? (a as ipaddr.IPv6).toIPv4Address()
      : a;
  } catch {
    return null;
  }
}

/** Whether `host` (a URL's hostname, brackets allowed) is an IP address literal. */
export const isAddressLiteral = (host: string) => ipaddr.isValid(host.replace(/^\[|\]$/g, ''));

/** ipaddr.js's range name of an address ('unicast' for public ones); 'invalid' when unparsable. */
export function addressRange(text: string): string {
  const a = parseAddress(text);
  if (!a) return 'invalid';
  const range = a.range();
  // ipaddr.js calls the deprecated IPv4-compatible block ::/96 (`[::127.0.0.1]`, which URL
  // parsing writes as `[::7f00:1]`) unicast; an embedded IPv4 address is never public unicast.
  if (range === 'unicast' && a.kind() === 'ipv6' && isIPv4Compatible(a as ipaddr.IPv6)) {
    return 'ipv4Compatible';
  }
  // An ISATAP interface id (…:0:5efe:a.b.c.d or …:200:5efe:a.b.c.d) tunnels to the IPv4 address
  // it carries, under any public prefix: refused unless that address is public too.
  if (range === 'unicast' && a.kind() === 'ipv6') {
    const v4 = isatapIPv4(a as ipaddr.IPv6);
    if (v4 && v4.range() !== 'unicast') return 'ipv4Embedded';
  }
  return range;
}

/** Whether an IPv6 address lies in ::/96 (its first 96 bits zero). */
const isIPv4Compatible = (a: ipaddr.IPv6) => a.parts.slice(0, 6).every((p) => p === 0);

/** The IPv4 address an ISATAP interface id carries (RFC 5214), or null. */
function isatapIPv4(a: ipaddr.IPv6): ipaddr.IPv4 | null {
  const p = a.parts;
  if ((p[4]! & 0xfdff) !== 0 || p[5] !== 0x5efe) return null;
  return new ipaddr.IPv4([p[6]! >> 8, p[6]! & 0xff, p[7]! >> 8, p[7]! & 0xff]);
}

export const isLoopbackAddress = (text: string) => addressRange(text) === 'loopback';

/** Whether an address may be connected to: public unicast only (loopback when allowed). */
export function addressAllowed(text: string, allowLoopback: boolean): boolean {
  const range = addressRange(text);
  if (range === 'loopback') return allowLoopback;
  return range === 'unicast';
}

/** A short human name of a refused range, for the reasons users read. */
export function describeRange(range: string): string {
  switch (range) {
    case 'loopback':
      return 'a loopback address';
    case 'private':
    case 'uniqueLocal':
    case 'carrierGradeNat':
      return 'a private address';
    case 'linkLocal':
      return 'a link-local address';
    case 'multicast':
      return 'a multicast address';
    case 'unspecified':
      return 'an unspecified address';
    case 'broadcast':
      return 'a broadcast address';
    case 'invalid':
      return 'an invalid address';
    default:
      return 'a reserved address';
  }
}
