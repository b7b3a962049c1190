import { describe, expect, it } from 'vitest';
import { ApiError } from '@hds/api-client';
import { creditsOf, isQuotaError } from './credits.ts';

describe('creditsOf', () => {
  it("shows /auth/me's own figures and plan when the server sends its plan", () => {
    expect(
      creditsOf({
        isAnonymous: false,
        quota: { used: 7, limit: 5000, hasDiscoveryCall: false },
        plan: {
          id: 'business',
          label: 'Business',
          monthlyDesigns: 5000,
          apiAccess: true,
          watermarkExports: false,
        },
      }),
    ).toEqual({ used: 7, total: 5000, plan: 'Business' });
  });

  it("shows a Free user's real usage against the 100 credits the server enforces", () => {
    expect(
      creditsOf({ isAnonymous: false, quota: { used: 3, limit: 2000, hasDiscoveryCall: false } }),
    ).toEqual({ used: 3, total: 100, plan: 'Free' });
  });
  it('gives a guest 10 and never more than the account limit', () => {
    expect(
      creditsOf({ isAnonymous: true, quota: { used: 0, limit: 2000, hasDiscoveryCall: false } }),
    ).toEqual({ used: 0, total: 10, plan: 'Guest' });
    expect(
      creditsOf({ isAnonymous: false, quota: { used: 1, limit: 5, hasDiscoveryCall: false } })
        .total,
    ).toBe(5);
  });
});

describe('isQuotaError', () => {
  it("knows the server's monthly-limit refusal and nothing else", () => {
    const quota = new ApiError(
      'Monthly design limit reached: 100 of 100 designs used this month.',
      429,
    );
    expect(isQuotaError(quota)).toBe(true);
    expect(isQuotaError(new ApiError('Too many requests; try again in 5 seconds', 429))).toBe(
      false,
    );
    expect(isQuotaError(new Error('Monthly design limit reached'))).toBe(false);
  });
});
