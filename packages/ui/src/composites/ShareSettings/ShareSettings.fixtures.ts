import type { Board, ShareLink } from '@hds/api-client/contract';

/** Share links for the stories: valid by the contract. */
export function makeShareLink(overrides: Partial<ShareLink> = {}): ShareLink {
  const token = overrides.token ?? 'shr_7f3a9c2e41b8';
  return {
    id: 'lnk-0001',
    url: `https://homedesign.example/app/share/board/${token}`,
    token,
    permission: 'view',
    resource_type: 'board',
    board: 'brd-0001',
    expires_at: null,
    is_active: true,
    access_count: 0,
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export type ShareSettingsBoard = Pick<Board, 'id' | 'share_token' | 'share_links'>;

export const unsharedBoard: ShareSettingsBoard = {
  id: 'brd-0001',
  share_token: null,
  share_links: [],
};

export const sharedBoard: ShareSettingsBoard = {
  id: 'brd-0001',
  share_token: 'shr_7f3a9c2e41b8',
  share_links: [
    makeShareLink(),
    makeShareLink({ id: 'lnk-0002', token: 'shr_u92kd0c5ab31', permission: 'upload' }),
  ],
};

/** A link as long as real deployments produce (long host and token). */
export const longLinkBoard: ShareSettingsBoard = {
  id: 'brd-0001',
  share_token: 'shr_4c1e0b7d9a2f5e8c3b6a1d0f9e8c7b6a5d4c3b2a',
  share_links: [
    makeShareLink({
      token: 'shr_4c1e0b7d9a2f5e8c3b6a1d0f9e8c7b6a5d4c3b2a',
      url: 'https://studio.harbourfront-property-marketing.example.com.au/app/share/board/shr_4c1e0b7d9a2f5e8c3b6a1d0f9e8c7b6a5d4c3b2a',
    }),
  ],
};
