import type { Embed, EmbedWidget } from '@hds/api-client/contract';
import type { EmbedRow } from '../leads/repository.ts';

export function toEmbed(row: EmbedRow, origins: string[], leadCount: number): Embed {
  return {
    id: row.id,
    name: row.name,
    key: row.public_key,
    allowedOrigins: origins,
    widget: JSON.parse(row.widget) as EmbedWidget,
    webhookUrl: row.webhook_url,
    webhookSecret: row.webhook_secret,
    revoked: row.revoked_at !== null,
    revoked_at: row.revoked_at,
    lead_count: leadCount,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
