import { z } from 'zod';
import { queryInt } from './homeDesign.ts';

export { FREE_MONTHLY_LIMIT, GUEST_MONTHLY_LIMIT } from './limits.ts';
export const GUEST_PLAN = 'Guest (Limited)';
export const FREE_PLAN = 'Free';

export const QuickStats = z.object({
  projects_created: z.number().int(),
  total_designs: z.number().int(),
  monthly_usage: z.number().int(),
  monthly_limit: z.number().int(),
  plan: z.string(),
});
export type QuickStats = z.infer<typeof QuickStats>;

export const ActivityQuery = z.object({ limit: queryInt('limit', 100).default(5) });

export const ActivityItem = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  time_ago: z.string(),
  transformation_type: z.string(),
  style: z.string().nullable(),
  tags: z.array(z.string()),
  status: z.string(),
  image: z.string(),
  project: z.string().nullable(),
  created_at: z.string(),
});
export type ActivityItem = z.infer<typeof ActivityItem>;
export const ActivityResponse = z.object({ activities: z.array(ActivityItem) });
export type ActivityResponse = z.infer<typeof ActivityResponse>;

export const OperationsQuery = z.object({
  page: queryInt('page', 100_000).default(1),
  page_size: queryInt('page_size', 100).default(25),
  project_id: z.string().max(100).optional(),
  image_id: z.string().max(100).optional(),
});

export const Operation = z.object({
  id: z.string(),
  description: z.string(),
  operation: z.string(),
  project: z.string().nullable(),
  project_title: z.string().nullable(),
  image: z.string(),
  version: z.string(),
  status: z.string(),
  started_at: z.string(),
});
export type Operation = z.infer<typeof Operation>;

export const OperationsPage = z.object({
  results: z.array(Operation),
  count: z.number().int(),
  num_pages: z.number().int(),
  has_next: z.boolean(),
  has_previous: z.boolean(),
});
export type OperationsPage = z.infer<typeof OperationsPage>;

export const AuditQuery = z.object({
  project_id: z.string().max(100).optional(),
  image_id: z.string().max(100).optional(),
  limit: queryInt('limit', 500).default(100),
});

export const AuditEntry = z.object({
  id: z.string(),
  action: z.string(),
  object_type: z.string(),
  object_id: z.string().nullable(),
  project_id: z.string().nullable(),
  image_id: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditResponse = z.object({ results: z.array(AuditEntry), count: z.number().int() });
export type AuditResponse = z.infer<typeof AuditResponse>;
