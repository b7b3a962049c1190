import { homeDesignPaths as paths } from './contract/index.ts';
import type { ProjectCreateBody, ProjectUpdateBody, TagCreateBody } from './contract/index.ts';
import type { HttpClient } from './http.ts';
import { parsed } from './replies.ts';

/** The schemas of these replies, loaded with the first (replies.ts). */
const schemas = () => import('./homeDesignReplies.ts');
import type { UploadProgress } from './upload.ts';

/** Sends one multipart upload; the browser app passes the XHR uploader for real progress. */
export type MultipartSender = (
  path: string,
  form: FormData,
  onProgress?: UploadProgress,
  signal?: AbortSignal,
) => Promise<unknown>;

/** The server's list replies are `{results, count}` (spec part 1 §7). */
export interface ProjectListParams {
  page?: number;
  page_size?: number;
  search?: string;
}
export interface ImageListParams {
  project?: string;
  limit?: number;
  ordering?: 'created_at' | '-created_at';
}
/** One page of GET /images/: `cursor` is the previous page's `next_cursor`. */
export interface ImagePageParams {
  project?: string;
  ordering?: 'created_at' | '-created_at';
  page_size: number;
  cursor?: string;
}

/**
 * The home-design calls of spec part 1 §7 (projects, images, versions, tags, user), every reply
 * parsed with the shared contract (replies.ts) so a server drift fails loudly in tests, not
 * silently in a page.
 */
export function createHomeDesignApi(http: HttpClient, sendMultipart?: MultipartSender) {
  const multipart: MultipartSender =
    sendMultipart ?? ((path, form, _p, signal) => http(path, { body: form, signal }));
  const filesForm = (files: File[], extra: Record<string, string> = {}, field = 'files') => {
    const form = new FormData();
    for (const [k, v] of Object.entries(extra)) form.append(k, v);
    for (const f of files) form.append(field, f, f.name);
    return form;
  };

  return {
    listProjects: async (query: ProjectListParams = {}) =>
      parsed(http(paths.projects, { query: { ...query } }), schemas, (s) => s.ProjectList),
    /** `image_limit` embeds only the first images (the studio pages the rest). */
    getProject: async (id: string, query: { image_limit?: number } = {}) =>
      parsed(http(paths.project(id), { query: { ...query } }), schemas, (s) => s.Project),
    createProject: async (body: ProjectCreateBody) =>
      parsed(http(paths.projects, { json: body }), schemas, (s) => s.Project),
    updateProject: async (id: string, body: ProjectUpdateBody) =>
      parsed(http(paths.project(id), { method: 'PATCH', json: body }), schemas, (s) => s.Project),
    deleteProject: async (id: string) => {
      await http(paths.project(id), { method: 'DELETE' });
    },
    createSampleProject: async () =>
      parsed(http(paths.createSampleProject, { method: 'POST' }), schemas, (s) => s.Project),
    uploadToProject: async (
      projectId: string,
      files: File[],
      onProgress?: UploadProgress,
      signal?: AbortSignal,
    ) =>
      parsed(
        multipart(paths.projectUploadImages(projectId), filesForm(files), onProgress, signal),
        schemas,
        (s) => s.BatchUploadResponse,
      ),

    listImages: async (query: ImageListParams = {}) =>
      (await parsed(http(paths.images, { query: { ...query } }), schemas, (s) => s.ImageList))
        .results,
    /** One page of images, with the count of all that match and the next page's cursor. */
    imagePage: async (query: ImagePageParams) =>
      parsed(http(paths.images, { query: { ...query } }), schemas, (s) => s.ImagePage),
    /** The recent-images call of the playground (spec: 8 requested, newest first). */
    recentImages: async (limit = 8) =>
      (
        await parsed(
          http(paths.images, { query: { limit, ordering: '-created_at' } }),
          schemas,
          (s) => s.ImageList,
        )
      ).results,
    getImage: async (id: string) => parsed(http(paths.image(id)), schemas, (s) => s.Image),
    /** keepalive: a delete sent as the page is hidden (undo window cut short) still arrives. */
    deleteImage: async (id: string) => {
      await http(paths.image(id), { method: 'DELETE', keepalive: true });
    },
    uploadImage: async (
      file: File,
      projectId?: string,
      onProgress?: UploadProgress,
      signal?: AbortSignal,
    ) => {
      const form = new FormData();
      if (projectId) form.append('project', projectId);
      form.append('name', file.name);
      form.append('file', file, file.name);
      return parsed(
        multipart(paths.imageUpload, form, onProgress, signal),
        schemas,
        (s) => s.Image,
      );
    },
    getVersions: async (imageId: string) =>
      (await parsed(http(paths.imageVersions(imageId)), schemas, (s) => s.VersionList)).results,
    getVersionTree: async (imageId: string) =>
      parsed(http(paths.imageVersionTree(imageId)), schemas, (s) => s.VersionTree),
    setPrimary: async (imageId: string, versionId: string) =>
      (
        await parsed(
          http(paths.imageSetPrimary(imageId), { json: { version_id: versionId } }),
          schemas,
          (s) => s.SetPrimaryResponse,
        )
      ).version,

    listTags: async (category?: string) =>
      (await parsed(http(paths.tags, { query: { category } }), schemas, (s) => s.TagList)).results,
    createTag: async (body: TagCreateBody) =>
      parsed(http(paths.tags, { json: body }), schemas, (s) => s.Tag),
    /** `tag` is a tag id or a name (a new name creates the tag). */
    addTag: async (versionId: string, tag: string) =>
      parsed(http(paths.versionAddTag(versionId), { json: { tag } }), schemas, (s) => s.Version),
    removeTag: async (versionId: string, tag: string) =>
      parsed(http(paths.versionRemoveTag(versionId), { json: { tag } }), schemas, (s) => s.Version),
    compareVersions: async (versionIds: string[]) =>
      parsed(
        http(paths.versionsCompare, { json: { version_ids: versionIds } }),
        schemas,
        (s) => s.CompareResponse,
      ),

    quickStats: async () => parsed(http(paths.quickStats), schemas, (s) => s.QuickStats),
    activity: async (limit = 5) =>
      parsed(http(paths.activity, { query: { limit } }), schemas, (s) => s.ActivityResponse),
    operations: async (query: { page?: number; page_size?: number; project_id?: string } = {}) =>
      parsed(http(paths.operations, { query }), schemas, (s) => s.OperationsPage),
  };
}
export type HomeDesignApi = ReturnType<typeof createHomeDesignApi>;
