import type { Db } from '../../db/connect.ts';
import type { MediaSigner } from '../../media/signing.ts';
import type { PlanTable } from '../../plans.ts';
import type { ResourceLimits } from '../../resourceLimits.ts';
import type { Storage } from '../../storage/storage.ts';
import type { ReplyCache } from '../../lib/replyCache.ts';

/** What every feature's routes are given (app.ts builds it once; features/index.ts passes it on). */
export interface HomeDesignDeps {
  db: Db;
  storage: Storage;
  signer: MediaSigner;
  /** Folder of the rendered samples (its manifest.json lists the sample project's images). */
  samplesDir: string;
  /** Storage quotas and the project, sample and export limits of each plan. */
  limits: ResourceLimits;
  /** What each plan allows: monthly designs, projects, API access, watermarked exports. */
  plans: PlanTable;
  /** Kept replies of the signed-in reads (projects, images), served until anything is written. */
  reads: ReplyCache;
}
