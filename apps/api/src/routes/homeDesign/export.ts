import type { FastifyInstance } from 'fastify';
import yazl from 'yazl';
import { requireUser } from '../../plugins/session.ts';
import { imagesRepository } from '../../repositories/images.ts';
import { projectsRepository } from '../../repositories/projects.ts';
import { projectNotFound, type HomeDesignDeps } from './context.ts';

/** A file name safe in every OS's unzip: letters, digits, dot, dash, underscore. */
const safe = (name: string) =>
  name
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[^a-z0-9._-]+/gi, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 80) || 'image';

/** POST /projects/{id}/export/: a zip of each image's primary version at full resolution. */
export async function exportRoutes(app: FastifyInstance, deps: HomeDesignDeps) {
  const projects = projectsRepository(deps.db);
  const images = imagesRepository(deps.db);

  app.post<{ Params: { id: string } }>('/projects/:id/export/', async (request, reply) => {
    const user = requireUser(request);
    const project = await projects.find(user.id, request.params.id);
    if (!project) throw projectNotFound();
    const rows = await images.list(user.id, { projectId: project.id });
    const versions = await images.versionsOf(rows.map((r) => r.id));
    const zip = new yazl.ZipFile();
    const used = new Set<string>();
    // Read every file before answering, so a missing one cannot cut the zip short mid-stream.
    for (const img of rows) {
      const primary =
        versions.find((v) => v.image_id === img.id && v.is_primary === 1 && v.storage_key) ??
        versions.find((v) => v.image_id === img.id && v.kind === 'original');
      const key = primary?.storage_key ?? img.original_key;
      const data = await deps.storage.read(key);
      if (!data) continue;
      const ext = key.slice(key.lastIndexOf('.') + 1);
      const base = safe(img.name);
      let name = `${base}.${ext}`;
      for (let n = 2; used.has(name); n++) name = `${base}-${n}.${ext}`;
      used.add(name);
      zip.addBuffer(data, name, { mtime: new Date(primary?.updated_at ?? img.created_at) });
    }
    zip.end();
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${safe(project.title)}.zip"`)
      .send(zip.outputStream);
  });
}
