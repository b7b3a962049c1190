import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyLeadValues } from '@hds/machines';
import {
  EmbedError,
  fetchConfig,
  fetchFormToken,
  originOf,
  submitLead,
  toLeadBody,
} from './api.ts';

afterEach(() => vi.unstubAllGlobals());

describe('toLeadBody', () => {
  it('names the fields as the API does and never sends the honeypot', () => {
    const body = toLeadBody(
      {
        ...emptyLeadValues,
        firstName: 'Ada',
        timeline: '3_months',
        termsAccepted: true,
        source: 'embed',
        incentive: null,
      },
      'tok-1',
      'https://partner.example/page',
    );
    expect(body).toMatchObject({
      firstName: 'Ada',
      projectTimeline: '3_months',
      acceptTerms: true,
      formToken: 'tok-1',
      pageUrl: 'https://partner.example/page',
      source: 'embed',
    });
    expect(body).not.toHaveProperty('website');
    expect(body).not.toHaveProperty('timeline');
    expect(body).not.toHaveProperty('termsAccepted');
    expect(body).not.toHaveProperty('incentive');
  });
});

describe('calls', () => {
  it('GETs the config cookie-less from the script origin and reports the API detail', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ detail: 'This embed has been revoked.' }), { status: 410 }),
    );
    vi.stubGlobal('fetch', fetch);
    await expect(fetchConfig('http://api.test', 'k1')).rejects.toEqual(
      new EmbedError(410, 'This embed has been revoked.'),
    );
    expect(fetch).toHaveBeenCalledWith(
      'http://api.test/api/v1/embed/k1/config/',
      expect.objectContaining({ credentials: 'omit', mode: 'cors' }),
    );
  });

  it("GETs the form's token cookie-less from the script origin", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ formToken: 'tok-2' })));
    vi.stubGlobal('fetch', fetch);
    await expect(fetchFormToken('http://api.test', 'k1')).resolves.toBe('tok-2');
    expect(fetch).toHaveBeenCalledWith(
      'http://api.test/api/v1/embed/k1/form-token/',
      expect.objectContaining({ credentials: 'omit', mode: 'cors' }),
    );
  });

  it('POSTs the lead as JSON to the submitUrl on the API origin', async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ success: true }), { status: 201 }),
    );
    vi.stubGlobal('fetch', fetch);
    const body = toLeadBody({ ...emptyLeadValues, source: null, incentive: null }, 't', 'x');
    await expect(
      submitLead('http://api.test', 'k1', '/api/v1/embed/k1/leads/', body),
    ).resolves.toEqual({
      success: true,
    });
    expect(fetch).toHaveBeenCalledWith(
      'http://api.test/api/v1/embed/k1/leads/',
      expect.objectContaining({ method: 'POST', credentials: 'omit', body: JSON.stringify(body) }),
    );
  });

  it('finds the API origin from the script URL', () => {
    expect(originOf('http://localhost:8080/embed/v1.js', 'http://x.test')).toBe(
      'http://localhost:8080',
    );
    expect(originOf(undefined, 'http://x.test')).toBe('http://x.test');
  });
});
