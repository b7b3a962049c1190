import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import {
  extractListing,
  formatDisplayPrice,
  parseNumber,
} from '../src/features/listings/extract.ts';
import { addressAllowed } from '../src/net/addressPolicy.ts';
import { FetchRefused, guardedFetch, type Resolver } from '../src/net/guardedFetch.ts';
import { FIXTURES_DIR, startListingPortal, type ListingPortal } from './helpers/listingPortal.ts';

/*
 * The listings fetcher's guard (SSRF) and the extractors, on the fixture portal (loopback).
 * Every refused case counts the portal's hits before and after: nothing may reach it.
 */

let portal: ListingPortal;
let allow: string[];

beforeAll(async () => {
  portal = await startListingPortal();
  allow = [`127.0.0.1:${portal.port}`];
});
afterAll(() => portal.close());

const page = (name: string) => readFileSync(join(FIXTURES_DIR, name), 'utf8');

async function refusal(url: string, opts: Partial<Parameters<typeof guardedFetch>[1]> = {}) {
  try {
    await guardedFetch(url, { expect: 'html', allow, timeoutMs: 3000, ...opts });
  } catch (err) {
    expect(err).toBeInstanceOf(FetchRefused);
    return (err as FetchRefused).message;
  }
  throw new Error(`${url} was fetched`);
}

describe('address policy', () => {
  it.each([
    ['10.0.0.1', false],
    ['172.16.5.4', false],
    ['192.168.1.1', false],
    ['127.0.0.1', false],
    ['0.0.0.0', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fd00::1', false],
    ['ff02::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['::ffff:169.254.169.254', false],
    ['64:ff9b::a00:1', false],
    ['2002:7f00:1::', false],
    // Every embedded-IPv4 form: IPv4-compatible (::/96, as URL parsing writes it and as typed),
    // IPv4-translated, NAT64 (well-known and local-use), Teredo.
    ['::7f00:1', false],
    ['::127.0.0.1', false],
    ['::a00:1', false],
    ['::5db8:d822', false],
    ['::ffff:0:7f00:1', false],
    ['64:ff9b:1::a00:1', false],
    ['2001:0:7f00:1::1', false],
    ['93.184.216.34', true],
    ['2606:4700::1111', true],
    ['not an address', false],
  ])('%s allowed: %s', (address, ok) => {
    expect(addressAllowed(address, false)).toBe(ok);
  });

  it('loopback only when asked, never private', () => {
    expect(addressAllowed('127.0.0.1', true)).toBe(true);
    expect(addressAllowed('::1', true)).toBe(true);
    expect(addressAllowed('10.0.0.1', true)).toBe(false);
    expect(addressAllowed('169.254.169.254', true)).toBe(false);
  });

  it('the default configuration has no allow-list', () => {
    expect(loadConfig({}).listings.fetchAllow).toEqual([]);
    expect(loadConfig({ LISTINGS_FETCH_ALLOW: '127.0.0.1:43123' }).listings.fetchAllow).toEqual([
      '127.0.0.1:43123',
    ]);
    expect(() => loadConfig({ LISTINGS_FETCH_ALLOW: 'http://x/' })).toThrow(/host:port/);
  });
});

describe('guarded fetch: the SSRF matrix', () => {
  const port = () => portal.port;
  const cases: [string, () => string, RegExp][] = [
    ['private 10.0.0.1', () => `http://10.0.0.1:${port()}/jsonld.html`, /private address/],
    ['loopback not allow-listed', () => `http://127.0.0.1:${port() + 1}/x`, /loopback/],
    [
      '127.0.0.2: an allowed port on another loopback address',
      () => `http://127.0.0.2:${port()}/jsonld.html`,
      /loopback/,
    ],
    ['unspecified 0.0.0.0', () => `http://0.0.0.0:${port()}/jsonld.html`, /unspecified/],
    ['metadata 169.254.169.254', () => 'http://169.254.169.254/latest/meta-data/', /link-local/],
    ['IPv6 loopback [::1]', () => `http://[::1]:${port()}/jsonld.html`, /loopback/],
    [
      'IPv4-mapped [::ffff:127.0.0.1]',
      () => `http://[::ffff:127.0.0.1]:${port()}/jsonld.html`,
      /loopback/,
    ],
    [
      'IPv4-compatible [::127.0.0.1]',
      () => `http://[::127.0.0.1]:${port()}/jsonld.html`,
      /reserved address/,
    ],
    [
      'decimal 2130706433 (= 127.0.0.1), port not listed',
      () => `http://2130706433:${port() + 1}/jsonld.html`,
      /loopback/,
    ],
    [
      'localhost (resolves to loopback)',
      () => `http://localhost:${port()}/jsonld.html`,
      /loopback/,
    ],
    ['file: scheme', () => 'file:///etc/passwd', /Only http and https/],
    ['ftp: scheme', () => 'ftp://example.com/x', /Only http and https/],
    [
      'credentials',
      () => `http://user:pw@127.0.0.1:${port()}/jsonld.html`,
      /user name or password/,
    ],
  ];
  it.each(cases)('%s is refused before any request', async (_name, url, reason) => {
    const before = portal.total();
    expect(await refusal(url())).toMatch(reason);
    expect(portal.total()).toBe(before);
  });

  it('a host name resolving to a private address among public ones is refused', async () => {
    const resolve: Resolver = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.7', family: 4 },
    ];
    expect(await refusal('http://listings.example/', { resolve })).toMatch(/private address/);
    const toLoopback: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];
    const before = portal.total();
    expect(
      await refusal(`http://rebind.example:${portal.port}/jsonld.html`, { resolve: toLoopback }),
    ).toMatch(/loopback/);
    expect(portal.total()).toBe(before);
  });

  it('the connection is pinned to the address that was checked', async () => {
    // The allow-list names the host; the resolver answers once; the fetch reaches that address.
    let calls = 0;
    const resolve: Resolver = async () => {
      calls += 1;
      return [{ address: '127.0.0.1', family: 4 }];
    };
    const got = await guardedFetch(`http://portal.test:${portal.port}/jsonld.html`, {
      expect: 'html',
      allow: [`portal.test:${portal.port}`],
      resolve,
    });
    expect(got.status).toBe(200);
    expect(calls).toBe(1);
  });

  it('a redirect from an allowed page to a private address is refused', async () => {
    const before = portal.hits.get('/redirect') ?? 0;
    const url = `${portal.origin}/redirect?to=${encodeURIComponent('http://169.254.169.254/latest/')}`;
    expect(await refusal(url)).toMatch(/link-local/);
    expect(portal.hits.get('/redirect')).toBe(before + 1);
    const toLoopback = `${portal.origin}/redirect?to=${encodeURIComponent(`http://localhost:${portal.port}/jsonld.html`)}`;
    const jsonldBefore = portal.hits.get('/jsonld.html') ?? 0;
    expect(await refusal(toLoopback)).toMatch(/loopback/);
    expect(portal.hits.get('/jsonld.html') ?? 0).toBe(jsonldBefore);
  });

  it('allowed redirects are followed, at most 5', async () => {
    const ok = await guardedFetch(`${portal.origin}/redirect?to=/jsonld.html`, {
      expect: 'html',
      allow,
    });
    expect(ok.url).toBe(`${portal.origin}/jsonld.html`);
    const before = portal.hits.get('/redirect-loop') ?? 0;
    expect(await refusal(`${portal.origin}/redirect-loop`)).toMatch(/Too many redirects/);
    expect((portal.hits.get('/redirect-loop') ?? 0) - before).toBe(6);
  });

  it('a 50 MB page is cut at the 5 MB cap', async () => {
    const started = Date.now();
    const used = process.memoryUsage().rss;
    expect(await refusal(`${portal.origin}/huge.html`)).toMatch(/larger than 5 MB/);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(process.memoryUsage().rss - used).toBeLessThan(40 * 1024 * 1024);
  });

  it('a slow server hits the deadline', async () => {
    const started = Date.now();
    expect(await refusal(`${portal.origin}/slow.html?ms=10000`, { timeoutMs: 800 })).toMatch(
      /did not answer/,
    );
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('content types are checked', async () => {
    expect(await refusal(`${portal.origin}/images/cottage.png`)).toMatch(/Not a web page/);
    expect(await refusal(`${portal.origin}/not-an-image.jpg`, { expect: 'image' })).toMatch(
      /Not an image/,
    );
    expect(await refusal(`${portal.origin}/missing.html`)).toMatch(/HTTP 404/);
  });
});

describe('extractors on the fixture pages', () => {
  const base = 'http://portal.test/';

  it('JSON-LD (@graph, RealEstateListing with a SingleFamilyResidence and an Offer)', () => {
    const x = extractListing(page('jsonld.html'), `${base}jsonld.html`);
    expect(x).toMatchObject({
      title: 'Sunny craftsman with a wraparound porch',
      address: '12 Maple Street, Springfield, IL 62704',
      price: 485000,
      currency: 'USD',
      display_price: '$485,000',
      listing_type: 'for_sale',
      bedrooms: 3,
      bathrooms: 2.5,
      square_feet: 1850,
      images: [`${base}images/maple-front.jpg`, `${base}images/maple-kitchen.jpg`],
    });
    expect(x.sources).toEqual(['json-ld']);
  });

  it('microdata (Apartment for rent, EUR, square metres converted)', () => {
    const x = extractListing(page('microdata.html'), `${base}listing/microdata.html`);
    expect(x).toMatchObject({
      title: 'Harbour view two-bedroom apartment',
      address: 'Unit 5B, 88 Harbour Road, Portland, ME 04101',
      price: 2400,
      currency: 'EUR',
      display_price: '€2,400/mo',
      listing_type: 'for_rent',
      bedrooms: 2,
      bathrooms: 1.5,
      square_feet: 1023,
    });
    expect(x.images[0]).toBe(`${base}listing/images/harbour-living.jpg`);
    expect(x.sources).toEqual(['microdata']);
  });

  it('Open Graph only (GBP)', () => {
    const x = extractListing(page('opengraph.html'), `${base}og.html`);
    expect(x).toMatchObject({
      title: 'Stone cottage with a walled garden for sale',
      address: '3 Church Lane, Little Hadham, SG11 2AB',
      price: 425000,
      display_price: '£425,000',
      listing_type: 'for_sale',
      images: [`${base}images/cottage.png`],
    });
    expect(x.sources).toEqual(['opengraph']);
  });

  it('a portal template (selectors), pending, m² → sq ft', () => {
    const x = extractListing(page('template.html'), `${base}t.html`);
    expect(x).toMatchObject({
      title: 'Converted warehouse loft',
      address: '7 Mill Yard, Leeds LS1 4AB',
      price: 650000,
      display_price: '£650,000',
      listing_type: 'pending',
      bedrooms: 2,
      bathrooms: 2,
      square_feet: 1292,
      template: 'tpl-demo',
    });
  });

  it('a page with nothing usable gives nothing but its title', () => {
    const x = extractListing(page('nothing.html'), `${base}n.html`);
    expect(x).toMatchObject({ price: null, address: '', images: [], display_price: null });
  });

  it('generic fallback: <h1>, a price element, large images only', () => {
    const html = `<html><head><title>T</title></head><body><h1>Garden flat for rent</h1>
      <div class="Price-main">$1,950 per month</div><img src="/logo.png" width="80">
      <img src="/photos/1.jpg" width="800"><img src="data:image/png;base64,xx"></body></html>`;
    const x = extractListing(html, 'https://portal.example/l/1');
    expect(x).toMatchObject({
      title: 'Garden flat for rent',
      price: 1950,
      listing_type: 'for_rent',
      display_price: '$1,950/mo',
      images: ['https://portal.example/photos/1.jpg'],
    });
  });

  it('numbers and prices', () => {
    expect(parseNumber('$1,250,000')).toBe(1250000);
    expect(parseNumber('1.250.000 €')).toBe(1250000);
    expect(parseNumber('2.5')).toBe(2.5);
    expect(parseNumber('none')).toBeNull();
    expect(formatDisplayPrice(1250000, 'USD', 'for_sale')).toBe('$1,250,000');
    expect(formatDisplayPrice(900000, 'CHF', 'for_sale')).toMatch(/^CHF\s900,000$/);
    expect(formatDisplayPrice(1200, 'XYZ1', 'for_rent')).toBe('1,200 XYZ1/mo');
    expect(formatDisplayPrice(null, 'USD', null)).toBeNull();
  });
});
