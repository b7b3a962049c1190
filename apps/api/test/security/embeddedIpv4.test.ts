import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_URL_INVALID } from '@hds/api-client/contract';
import { FetchRefused, guardedFetch } from '../../src/net/guardedFetch.ts';
import { checkWebhookUrl } from '../../src/net/signedPost.ts';
import { startListingPortal, type ListingPortal } from '../helpers/listingPortal.ts';

/*
 * Issue #44: an IPv4-compatible IPv6 address ([::127.0.0.1], which URL parsing writes as
 * [::7f00:1]) passed the address policy, so a listing import and a webhook URL aimed at loopback
 * were accepted. Both places must refuse it and every other embedded-IPv4 form, and the listing
 * fetch must refuse before any request reaches the loopback portal.
 */

const EMBEDDED = [
  '[::127.0.0.1]',
  '[::7f00:1]',
  '[::a00:5]',
  '[::ffff:127.0.0.1]',
  '[::ffff:0:7f00:1]',
  '[64:ff9b::7f00:1]',
  '[64:ff9b:1::7f00:1]',
  '[2002:7f00:1::1]',
  '[2001:0:7f00:1::1]',
  // ISATAP interface ids under a public prefix, carrying loopback and a private address.
  '[2606:4700::5efe:7f00:1]',
  '[2606:4700::200:5efe:a00:1]',
];

let portal: ListingPortal;
beforeAll(async () => {
  portal = await startListingPortal();
});
afterAll(() => portal.close());

describe('embedded IPv4 addresses', () => {
  it.each(EMBEDDED)(
    'a listing import from http://%s is refused before any request',
    async (host) => {
      const before = portal.total();
      // The portal's own port is even allow-listed on 127.0.0.1: the embedded form must not reach it.
      const err = await guardedFetch(`http://${host}:${portal.port}/jsonld.html`, {
        expect: 'html',
        allow: [`127.0.0.1:${portal.port}`],
        timeoutMs: 3000,
      }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(FetchRefused);
      expect(portal.total()).toBe(before);
    },
  );

  it.each(EMBEDDED)('a webhook URL https://%s/hook is refused', (host) => {
    expect(() => checkWebhookUrl(`https://${host}/hook`, false)).toThrow(WEBHOOK_URL_INVALID);
  });

  it('a public address is still accepted as a webhook, ISATAP to a public one too', () => {
    for (const host of ['[2606:4700::1111]', '[2606:4700::5efe:5db8:d822]']) {
      expect(checkWebhookUrl(`https://${host}/hook`, false)).toBe(`https://${host}/hook`);
    }
  });
});
