import { readFileSync } from 'node:fs';
import { apiKeysNotInPlan } from '@hds/api-client/contract';

/**
 * The plans an account can be on (spec part 2 §Plans) and what each allows: one table, which
 * the quota, the project limit, API keys and exports all read. A guest (Firebase anonymous
 * user) is always on `guest`; an account signed in with Google is on `free` until an operator
 * sets another (`npm run admin -- plan <email|uid> <plan>`).
 */
export const PLAN_IDS = ['guest', 'free', 'pro', 'business'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface PlanTerms {
  /** What the studio calls it ('Free', 'Guest (Limited)'). */
  label: string;
  /** Designs (completed edits) a month: the quota, the credits box and quick-stats. */
  monthlyDesigns: number;
  /** Projects of one's own (the sample project aside); Infinity for unlimited. */
  projects: number;
  /** Whether the account may create and use API keys (Settings → API). */
  apiAccess: boolean;
  /** Whether the account's exports carry the "Home Design Studio" watermark. */
  watermarkExports: boolean;
}

export type PlanTable = Record<PlanId, PlanTerms>;

/** The spec's plans: Free 100 credits, 5 projects, watermark, no API; Business has the API. */
export const DEFAULT_PLANS: PlanTable = {
  guest: {
    label: 'Guest (Limited)',
    monthlyDesigns: 10,
    projects: 5,
    apiAccess: false,
    watermarkExports: true,
  },
  free: {
    label: 'Free',
    monthlyDesigns: 100,
    projects: 5,
    apiAccess: false,
    watermarkExports: true,
  },
  pro: {
    label: 'Pro',
    monthlyDesigns: 1000,
    projects: Infinity,
    apiAccess: false,
    watermarkExports: false,
  },
  business: {
    label: 'Business',
    monthlyDesigns: 5000,
    projects: Infinity,
    apiAccess: true,
    watermarkExports: false,
  },
};

export const isPlanId = (value: unknown): value is PlanId =>
  typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);

/** The plan an account is on: guests always `guest`; a stored plan the table knows; else Free. */
export function planIdOf(user: { isAnonymous: boolean; plan?: string | null }): PlanId {
  if (user.isAnonymous) return 'guest';
  return isPlanId(user.plan) && user.plan !== 'guest' ? user.plan : 'free';
}

export const planMessages = {
  noApiAccess: (plan: PlanTerms) => apiKeysNotInPlan(plan.label),
} as const;

function count(where: string, value: unknown, unlimited: boolean): number {
  if (unlimited && value === 'unlimited') return Infinity;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new Error(
      `${where} must be a whole number of at least 0${unlimited ? ', or "unlimited"' : ''}`,
    );
  }
  return value;
}

function flag(where: string, value: unknown): boolean {
  if (typeof value !== 'boolean') throw new Error(`${where} must be true or false`);
  return value;
}

/** One layer of overrides (`{"free": {"monthlyDesigns": 200}}`) over `base`, checked. */
export function overridePlans(base: PlanTable, overrides: unknown, source: string): PlanTable {
  if (!overrides || typeof overrides !== 'object' || Array.isArray(overrides)) {
    throw new Error(`${source} must be a JSON object keyed by plan (${PLAN_IDS.join(', ')})`);
  }
  const table = structuredClone(base);
  for (const [id, terms] of Object.entries(overrides)) {
    if (!isPlanId(id)) {
      throw new Error(`${source}: unknown plan "${id}"; the plans are ${PLAN_IDS.join(', ')}`);
    }
    if (!terms || typeof terms !== 'object' || Array.isArray(terms)) {
      throw new Error(`${source}: "${id}" must be an object`);
    }
    for (const [key, value] of Object.entries(terms as Record<string, unknown>)) {
      const where = `${source}: ${id}.${key}`;
      if (key === 'label') {
        if (typeof value !== 'string' || !value.trim()) throw new Error(`${where} must be text`);
        table[id].label = value.trim();
      } else if (key === 'monthlyDesigns' || key === 'projects') {
        // The quota is a figure the studio shows ('3 / 100'); projects may be unlimited.
        table[id][key] = count(where, value, key === 'projects');
      } else if (key === 'apiAccess' || key === 'watermarkExports') {
        table[id][key] = flag(where, value);
      } else {
        throw new Error(
          `${where} is not a plan setting; use label, monthlyDesigns, projects, apiAccess or watermarkExports`,
        );
      }
    }
  }
  return table;
}

/**
 * The plan table: the defaults, the PROJECT_LIMIT_GUEST / PROJECT_LIMIT_FREE figures already
 * read into `projects`, then PLANS_FILE (a JSON file), then PLANS_JSON (the same JSON inline).
 * A mistake stops the server at start with a sentence, never at a user's request.
 */
export function planTableFromEnv(
  env: NodeJS.ProcessEnv,
  projects: { guest: number; free: number },
): PlanTable {
  let table = structuredClone(DEFAULT_PLANS);
  table.guest.projects = projects.guest;
  table.free.projects = projects.free;
  const parse = (text: string, source: string) => {
    try {
      return JSON.parse(text) as unknown;
    } catch (err) {
      throw new Error(`${source} is not valid JSON: ${(err as Error).message}`);
    }
  };
  if (env.PLANS_FILE) {
    let text: string;
    try {
      text = readFileSync(env.PLANS_FILE, 'utf8');
    } catch (err) {
      throw new Error(`PLANS_FILE ${env.PLANS_FILE} cannot be read: ${(err as Error).message}`);
    }
    table = overridePlans(table, parse(text, `PLANS_FILE ${env.PLANS_FILE}`), 'PLANS_FILE');
  }
  if (env.PLANS_JSON)
    table = overridePlans(table, parse(env.PLANS_JSON, 'PLANS_JSON'), 'PLANS_JSON');
  return table;
}
