import type { FastifyRequest } from 'fastify';
import {
  shareViewerPath,
  type Board,
  type BoardVersion,
  type ShareLink,
} from '@hds/api-client/contract';
import type { MediaSigner } from '../../media/signing.ts';
import {
  autoBoardName,
  isLive,
  type BoardRow,
  type BoardVersionRow,
  type ShareLinkRow,
} from './repository.ts';
import type { VersionsTable } from '../../db/schema.ts';

/** The origin share URLs are built from: PUBLIC_URL, never the Host header (web/publicOrigin.ts). */
export const requestOrigin = (request: FastifyRequest) => request.server.publicOrigin(request);

/**
 * Board wire shapes. The owner's media URLs are signed like everywhere else; a share
 * recipient's are bound to the link they came through (MediaSigner.sharedUrl).
 */
export function boardSerializers(signer: MediaSigner) {
  const ownerUrl = (key: string | null) => (key ? signer.url(key) : null);

  function versionWith(v: VersionsTable, url: (key: string | null) => string | null): BoardVersion {
    return {
      id: v.id,
      image: v.image_id,
      label: v.label,
      kind: v.kind as BoardVersion['kind'],
      created_at: v.created_at,
      storage_url: url(v.storage_key),
      preview_url: url(v.preview_key),
      thumbnail_url: url(v.thumb_key),
    };
  }

  const version = (v: VersionsTable) => versionWith(v, ownerUrl);

  /** Versions as a share recipient sees them: media that stops with the link. */
  const sharedVersion = (linkId: string) => (v: VersionsTable) =>
    versionWith(v, (key) => (key ? signer.sharedUrl(key, linkId) : null));

  function link(l: ShareLinkRow, origin: string): ShareLink {
    return {
      id: l.id,
      url: origin + shareViewerPath(l.token),
      token: l.token,
      permission: l.permission as ShareLink['permission'],
      resource_type: 'board',
      board: l.board_id,
      expires_at: l.expires_at,
      is_active: isLive(l),
      access_count: l.access_count,
      created_at: l.created_at,
    };
  }

  function board(
    b: BoardRow,
    versions: BoardVersionRow[],
    links: ShareLinkRow[],
    origin: string,
  ): Board {
    const own = versions.filter((v) => v.board_id === b.id).map(version);
    const live = links.filter((l) => l.board_id === b.id && isLive(l)).map((l) => link(l, origin));
    // The newest live link is the board's share token (the "Board ID" line of Share Settings).
    const newest = live.at(-1) ?? null;
    return {
      id: b.id,
      // An auto board follows its project's title.
      name: b.is_auto_generated ? autoBoardName(b.project_title) : b.name,
      description: b.description,
      project: { id: b.project_id, title: b.project_title },
      versions: own,
      version_count: own.length,
      thumbnail_url: own[0]?.thumbnail_url ?? null,
      share_token: newest?.token ?? null,
      share_links: live,
      // Anyone holding a live link can open the board: that is what "public" means here.
      is_public: live.length > 0,
      is_auto_generated: b.is_auto_generated === 1,
      created_at: b.created_at,
      updated_at: b.updated_at,
    };
  }

  return { version, sharedVersion, link, board };
}
