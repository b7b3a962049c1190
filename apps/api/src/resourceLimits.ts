/**
 * What one account may hold and run at once, by plan: a guest (Firebase anonymous user) or the
 * Free plan (everyone signed in with Google; spec part 2 §Plans: "Free … 5 projects"). Every
 * figure comes from the environment, so an installation (or a load test) can change it.
 */
export interface ResourceLimits {
  storage: Record<Plan, StorageQuota>;
  /** Projects of one's own; the sample project is not counted (it has its own limit). */
  projects: Record<Plan, number>;
  /** Sample projects an account may ever make, the automatic first one included. */
  sampleProjects: number;
  /** Exports of one user streaming at the same time (per API instance). */
  exportsPerUser: number;
}

export type Plan = 'guest' | 'free';

export interface StorageQuota {
  /** Uploaded images (each with its preview and thumbnail). */
  images: number;
  /** Bytes of the uploaded originals. */
  bytes: number;
}

export const planOf = (user: { isAnonymous: boolean }): Plan =>
  user.isAnonymous ? 'guest' : 'free';

const MB = 1024 * 1024;

/** The figures the README lists; each can be changed by the variable named beside it. */
export const DEFAULT_LIMITS: ResourceLimits = {
  storage: {
    guest: { images: 50, bytes: 250 * MB }, // QUOTA_GUEST_IMAGES, QUOTA_GUEST_MB
    free: { images: 500, bytes: 2048 * MB }, // QUOTA_FREE_IMAGES, QUOTA_FREE_MB
  },
  // The spec gives the Free plan 5 projects and guests no figure of their own; a guest gets
  // the same 5, so signing in never loses a project.
  projects: { guest: 5, free: 5 }, // PROJECT_LIMIT_GUEST, PROJECT_LIMIT_FREE
  sampleProjects: 3, // SAMPLE_PROJECT_LIMIT
  exportsPerUser: 2, // EXPORTS_PER_USER
};

/**
 * A whole number of at least 1, or `unlimited` (Infinity), so a load test can lift a quota
 * without guessing a large enough figure.
 */
function limit(env: NodeJS.ProcessEnv, name: string, fallback: number, unit = 1): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'unlimited') return Infinity;
  const v = Number(raw);
  if (!Number.isInteger(v) || v < 1) {
    throw new Error(`${name} must be a whole number of at least 1, or 'unlimited'`);
  }
  return v * unit;
}

export function resourceLimitsFromEnv(env: NodeJS.ProcessEnv): ResourceLimits {
  const d = DEFAULT_LIMITS;
  return {
    storage: {
      guest: {
        images: limit(env, 'QUOTA_GUEST_IMAGES', d.storage.guest.images),
        bytes: limit(env, 'QUOTA_GUEST_MB', d.storage.guest.bytes, MB),
      },
      free: {
        images: limit(env, 'QUOTA_FREE_IMAGES', d.storage.free.images),
        bytes: limit(env, 'QUOTA_FREE_MB', d.storage.free.bytes, MB),
      },
    },
    projects: {
      guest: limit(env, 'PROJECT_LIMIT_GUEST', d.projects.guest),
      free: limit(env, 'PROJECT_LIMIT_FREE', d.projects.free),
    },
    sampleProjects: limit(env, 'SAMPLE_PROJECT_LIMIT', d.sampleProjects),
    exportsPerUser: limit(env, 'EXPORTS_PER_USER', d.exportsPerUser),
  };
}
