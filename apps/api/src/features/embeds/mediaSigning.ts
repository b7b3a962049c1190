import { createHmac, timingSafeEqual } from 'node:crypto';
import { EMBED_BASE } from '@hds/api-client/contract';
import type { EmbedRow } from '../leads/repository.ts';

/** How long a widget's image URL lives (rounded up to five minutes, so replies cache). */
export const EMBED_MEDIA_TTL_SECONDS = 3600;

/**
 * The URLs of an embed's images: HMAC-signed for that embed with a key derived from the media
 * secret, so a signature for one embed (or for the studio's own media) opens nothing else.
 */
export function embedMediaSigning(mediaSecret: Buffer) {
  const mediaKey = createHmac('sha256', mediaSecret).update('hds embed media v1').digest();
  const sign = (embedId: string, key: string, exp: number) =>
    createHmac('sha256', mediaKey).update(`${embedId}\n${key}\n${exp}`).digest('base64url');
  return {
    url(embed: EmbedRow, key: string, now = Date.now()): string {
      const exp = Math.ceil((now / 1000 + EMBED_MEDIA_TTL_SECONDS) / 300) * 300;
      return `${EMBED_BASE}/${embed.public_key}/media/${key}?exp=${exp}&sig=${sign(embed.id, key, exp)}`;
    },
    /** Whether `sig` is this embed's signature of `key` until `exp` (expiry not checked). */
    verify(embedId: string, key: string, exp: number, sig: string): boolean {
      const want = Buffer.from(sign(embedId, key, exp));
      const given = Buffer.from(sig);
      return want.length === given.length && timingSafeEqual(want, given);
    },
  };
}
export type EmbedMediaSigning = ReturnType<typeof embedMediaSigning>;
