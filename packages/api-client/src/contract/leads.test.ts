import { describe, expect, it } from 'vitest';
import {
  EMBED_ORIGIN_INVALID,
  EmbedCreateBody,
  LeadFormData,
  leadMessages,
  normaliseOrigin,
} from './leads.ts';

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  acceptTerms: true,
};

const firstMessage = (value: unknown) => {
  const r = LeadFormData.safeParse(value);
  return r.success ? null : r.error.issues[0]!.message;
};

describe('LeadFormData', () => {
  it("says what is wrong in the spec's words (part 2 §5)", () => {
    expect(firstMessage({ ...valid, firstName: ' ' })).toBe(leadMessages.firstName);
    expect(firstMessage({ ...valid, firstName: undefined })).toBe(leadMessages.firstName);
    expect(firstMessage({ ...valid, lastName: '' })).toBe(leadMessages.lastName);
    expect(firstMessage({ ...valid, email: '' })).toBe(leadMessages.email);
    expect(firstMessage({ ...valid, email: 'ada@' })).toBe(leadMessages.emailInvalid);
    expect(firstMessage({ ...valid, acceptTerms: false })).toBe(leadMessages.terms);
  });

  it('fills the optional fields with empty values and keeps the choices of §3', () => {
    const lead = LeadFormData.parse({ ...valid, projectType: '', budget: 'over_500k' });
    expect(lead).toMatchObject({
      phone: '',
      projectType: null,
      budget: 'over_500k',
      styles: [],
      newsletter: false,
    });
    expect(firstMessage({ ...valid, projectTimeline: 'someday' })).toMatch(/^projectTimeline/);
  });
});

describe('embed origins', () => {
  it('accepts exact origins, normalised as browsers send them', () => {
    expect(normaliseOrigin('HTTPS://Partner.Example:443/')).toBe('https://partner.example');
    expect(normaliseOrigin('http://localhost:5174')).toBe('http://localhost:5174');
    expect(normaliseOrigin('https://[::1]:8443')).toBe('https://[::1]:8443');
  });

  it('refuses paths, wildcards, credentials and other schemes', () => {
    for (const bad of [
      'https://partner.example/page',
      'https://*.partner.example',
      '*',
      'partner.example',
      'ftp://partner.example',
      'https://user:pw@partner.example',
      'https://partner.example?x=1',
      'https://partner.example#top',
      'null',
    ]) {
      expect(normaliseOrigin(bad), bad).toBeNull();
    }
    const r = EmbedCreateBody.safeParse({
      name: 'Site',
      allowedOrigins: ['https://ok.example', 'https://bad.example/path'],
      widget: { type: 'lead_form' },
    });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toBe(EMBED_ORIGIN_INVALID);
  });

  it('takes a before/after widget of two versions or a board, not both or neither', () => {
    const base = { name: 'Site', allowedOrigins: ['https://ok.example'] };
    const ok = (widget: unknown) => EmbedCreateBody.safeParse({ ...base, widget }).success;
    expect(ok({ type: 'before_after', versionIds: ['a', 'b'] })).toBe(true);
    expect(ok({ type: 'before_after', boardId: 'b1' })).toBe(true);
    expect(ok({ type: 'before_after' })).toBe(false);
    expect(ok({ type: 'before_after', versionIds: ['a'] })).toBe(false);
    expect(ok({ type: 'before_after', versionIds: ['a', 'b'], boardId: 'b1' })).toBe(false);
    expect(ok({ type: 'slideshow' })).toBe(false);
  });
});
