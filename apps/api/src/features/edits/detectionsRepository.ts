import type { Db } from '../../db/connect.ts';
import type { DetectedObject } from '@hds/engine';
import { auditedWrite } from '../../db/audit.ts';

/** Object detection results, cached per version (a version's pixels never change). */
export function detectionsRepository(db: Db) {
  return {
    async find(versionId: string): Promise<DetectedObject[] | undefined> {
      const row = await db
        .selectFrom('detections')
        .select('objects')
        .where('version_id', '=', versionId)
        .executeTakeFirst();
      return row ? (JSON.parse(row.objects) as DetectedObject[]) : undefined;
    },
    /** The cached detections of several versions at once; versions never detected are absent. */
    async findMany(versionIds: string[]): Promise<Map<string, DetectedObject[]>> {
      const out = new Map<string, DetectedObject[]>();
      if (!versionIds.length) return out;
      const rows = await db
        .selectFrom('detections')
        .select(['version_id', 'objects'])
        .where('version_id', 'in', versionIds)
        .execute();
      for (const r of rows) out.set(r.version_id, JSON.parse(r.objects) as DetectedObject[]);
      return out;
    },
    async save(
      userId: string,
      imageId: string,
      versionId: string,
      objects: DetectedObject[],
    ): Promise<void> {
      await db
        .insertInto('detections')
        .values({
          version_id: versionId,
          user_id: userId,
          image_id: imageId,
          objects: JSON.stringify(objects),
          created_at: new Date().toISOString(),
        })
        .onConflict((oc) => oc.column('version_id').doNothing())
        .execute();
    },
  };
}

export type DetectionsRepository = ReturnType<typeof detectionsRepository>;

/** Counts per category, most frequent first: the `categories` of detect_objects. */
export function categoriesOf(objects: DetectedObject[]): { type: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const o of objects) counts.set(o.category, (counts.get(o.category) ?? 0) + 1);
  return [...counts]
    .map(([type, count]) => ({ type, count }))
    .sort((a, b) => b.count - a.count || a.type.localeCompare(b.type));
}

/**
 * Keeps what the detector found on a version, audited as `version.objects_detected`: by
 * POST detect_objects and by the mask preview, so later edits and previews reuse it.
 */
export function keepDetections(
  db: Db,
  at: { userId: string; imageId: string; versionId: string; projectId?: string | null },
  found: DetectedObject[],
) {
  return auditedWrite(
    db,
    (trx) => detectionsRepository(trx).save(at.userId, at.imageId, at.versionId, found),
    {
      userId: at.userId,
      action: 'version.objects_detected',
      objectType: 'version',
      objectId: at.versionId,
      projectId: at.projectId ?? null,
      imageId: at.imageId,
      details: { categories: categoriesOf(found) },
    },
  );
}
