import { describe, expect, it } from 'vitest';
import { listingsUrlDefaults, readListingsUrl, writeListingsUrl } from './listingsUrl.ts';

const read = (query: string) => readListingsUrl(new URLSearchParams(query));

describe('listings URL', () => {
  it('reads the search, filters, tab and view a link carries', () => {
    expect(read('q=maple&status=completed&type=for_rent&tab=featured&view=list')).toEqual({
      search: 'maple',
      status: 'completed',
      listingType: 'for_rent',
      tab: 'featured',
      view: 'list',
    });
  });

  it('an empty URL is the default page', () => {
    expect(read('')).toEqual(listingsUrlDefaults);
  });

  it('a bad value falls back to its default, the good ones stay', () => {
    expect(read('status=bogus&type=castle&tab=secret&view=table&q=oak')).toEqual({
      ...listingsUrlDefaults,
      search: 'oak',
    });
    expect(read('status=&tab=archived')).toEqual({ ...listingsUrlDefaults, tab: 'archived' });
  });

  it('caps a pasted search at 200 characters', () => {
    expect(read(`q=${'a'.repeat(500)}`).search).toHaveLength(200);
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(writeListingsUrl(listingsUrlDefaults).toString()).toBe('');
    const state = {
      search: 'elm st',
      status: 'failed',
      listingType: 'sold',
      tab: 'with_projects',
      view: 'list',
    } as const;
    const written = writeListingsUrl(state);
    expect(written.toString()).toBe('q=elm+st&status=failed&type=sold&tab=with_projects&view=list');
    expect(readListingsUrl(written)).toEqual(state);
  });
});
