import type { Lead, LeadSourceKind, LeadState } from '@hds/api-client/contract';
import type { LeadRow } from './repository.ts';

/** A lead row as the wire shape (the inbox, the CSV and the webhook payload). */
export function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    state: row.state as LeadState,
    source_kind: row.source_kind as LeadSourceKind,
    embed: row.embed_id ? { id: row.embed_id, name: row.embed_name ?? '' } : null,
    gallery_item_id: row.gallery_item_id,
    page_url: row.page_url,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    projectType: row.project_type as Lead['projectType'],
    projectTimeline: row.project_timeline as Lead['projectTimeline'],
    budget: row.budget as Lead['budget'],
    propertyType: row.property_type,
    location: row.location,
    styles: JSON.parse(row.styles) as string[],
    services: JSON.parse(row.services) as string[],
    message: row.message,
    source: row.source,
    newsletter: row.newsletter === 1,
    acceptTerms: true,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
