import type { FastifyInstance } from 'fastify';
import {
  ActivityQuery,
  AuditQuery,
  OperationsQuery,
  type ActivityResponse,
  type AuditResponse,
  type OperationsPage,
  type QuickStats,
} from '@hds/api-client/contract';
import { planIdOf } from '../../plans.ts';
import { parseWith } from '../../plugins/errors.ts';
import { requireUser } from '../auth/session.ts';
import { activityRepository } from './activityRepository.ts';
import { auditRepository } from '../../db/audit.ts';
import { imagesRepository } from '../images/repository.ts';
import { projectsRepository } from '../projects/repository.ts';
import { usageRepository } from './usageRepository.ts';
import { imageNotFound, projectNotFound } from '../shared/serializers.ts';
import type { HomeDesignDeps } from '../shared/deps.ts';

/** "just now", "5 minutes ago", "1 day ago"… */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(iso)) / 1000));
  const units: [number, string][] = [
    [365 * 24 * 3600, 'year'],
    [30 * 24 * 3600, 'month'],
    [7 * 24 * 3600, 'week'],
    [24 * 3600, 'day'],
    [3600, 'hour'],
    [60, 'minute'],
  ];
  for (const [size, name] of units) {
    const n = Math.floor(seconds / size);
    if (n >= 1) return `${n} ${name}${n === 1 ? '' : 's'} ago`;
  }
  return 'just now';
}

const humanise = (op: string) => op.replace(/[_-]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

function parseStyle(params: string): string | null {
  try {
    const p = JSON.parse(params) as Record<string, unknown>;
    return typeof p.style === 'string' ? p.style : null;
  } catch {
    return null;
  }
}

export async function userRoutes(app: FastifyInstance, deps: HomeDesignDeps) {
  const activity = activityRepository(deps.db);
  const projects = projectsRepository(deps.db);
  const images = imagesRepository(deps.db);
  const audit = auditRepository(deps.db);
  const usage = usageRepository(deps.db);

  /** Filters by project and image must name the user's own objects. */
  async function checkFilter(userId: string, projectId?: string, imageId?: string) {
    if (projectId && !(await projects.find(userId, projectId))) throw projectNotFound();
    if (imageId && !(await images.find(userId, imageId))) throw imageNotFound();
  }

  app.get('/user/quick-stats/', async (request): Promise<QuickStats> => {
    const user = requireUser(request);
    return {
      projects_created: await projects.countForUser(user.id, { sample: false }),
      total_designs: await activity.countDesigns(user.id),
      // What the quota counts (and /auth/me reports), so a deleted design stays used.
      monthly_usage: await usage.countThisMonth(user.id),
      // The plan table's figures, as /auth/me's quota.limit and the 429 check.
      monthly_limit: deps.plans[planIdOf(user)].monthlyDesigns,
      plan: deps.plans[planIdOf(user)].label,
    };
  });

  app.get('/user/activity/', async (request): Promise<ActivityResponse> => {
    const user = requireUser(request);
    const { limit } = parseWith(ActivityQuery, request.query);
    const rows = await activity.page(user.id, {}, 0, limit);
    const tags = await activity.tagNames(rows.map((r) => r.id));
    return {
      activities: rows.map((r) => {
        const type = r.kind === 'original' ? 'upload' : (r.operation ?? r.kind);
        return {
          id: r.id,
          title: r.kind === 'original' ? `Uploaded ${r.image_name}` : humanise(type),
          description: r.project_title ? `${r.image_name} in ${r.project_title}` : r.image_name,
          time_ago: timeAgo(r.created_at),
          transformation_type: type,
          style: parseStyle(r.params),
          tags: tags.get(r.id) ?? [],
          status: r.status,
          image: r.image_id,
          project: r.project_id,
          created_at: r.created_at,
        };
      }),
    };
  });

  app.get('/operations/', async (request): Promise<OperationsPage> => {
    const user = requireUser(request);
    const q = parseWith(OperationsQuery, request.query);
    await checkFilter(user.id, q.project_id, q.image_id);
    const filter = { projectId: q.project_id, imageId: q.image_id };
    const count = await activity.count(user.id, filter);
    const numPages = Math.max(1, Math.ceil(count / q.page_size));
    const rows = await activity.page(user.id, filter, (q.page - 1) * q.page_size, q.page_size);
    return {
      results: rows.map((r) => {
        const operation = r.kind === 'original' ? 'upload' : (r.operation ?? r.kind);
        return {
          id: r.id,
          description:
            r.kind === 'original'
              ? `Uploaded ${r.image_name}`
              : `${humanise(operation)}: ${r.label}`,
          operation,
          project: r.project_id,
          project_title: r.project_title,
          image: r.image_id,
          version: r.id,
          status: r.status,
          started_at: r.created_at,
        };
      }),
      count,
      num_pages: numPages,
      has_next: q.page < numPages,
      has_previous: q.page > 1,
    };
  });

  app.get('/audit/', async (request): Promise<AuditResponse> => {
    const user = requireUser(request);
    const q = parseWith(AuditQuery, request.query);
    const rows = await audit.listForUser(user.id, q.limit, {
      projectId: q.project_id,
      imageId: q.image_id,
    });
    // The log is the user's own, so a deleted project's history stays readable; an id that
    // is neither in it nor among the user's objects is unknown.
    if (!rows.length) await checkFilter(user.id, q.project_id, q.image_id);
    return {
      results: rows.map((r) => ({
        id: r.id,
        action: r.action,
        object_type: r.object_type,
        object_id: r.object_id,
        project_id: r.project_id,
        image_id: r.image_id,
        details: r.details ? (JSON.parse(r.details) as Record<string, unknown>) : null,
        created_at: r.created_at,
      })),
      count: rows.length,
    };
  });
}
