import {
  ActivityResponse,
  BatchUploadResponse,
  CompareResponse,
  Image,
  ImagePage,
  OperationsPage,
  Project,
  ProjectList,
  QuickStats,
  Tag,
  Version,
  VersionTree,
  homeDesignPaths as paths,
} from './contract/index.ts';
import type { ProjectCreateBody, ProjectUpdateBody, TagCreateBody } from './contract/index.ts';
import type { HttpClient } from './http.ts';
import type { UploadProgress } from './upload.ts';
import { z } from 'zod';

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

const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ results: z.array(item), count: z.number().int() });
const ImageList = listOf(Image);
const VersionList = listOf(Version);
const TagList = listOf(Tag);
const SetPrimaryResponse = z.object({ success: z.boolean(), version: Version });

/**
 * The home-design calls of spec part 1 §7 (projects, images, versions, tags, user), every reply
 * parsed with the shared contract so a server drift fails loudly in tests, not silently in a page.
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
      ProjectList.parse(await http(paths.projects, { query: { ...query } })),
    /** `image_limit` embeds only the first images (the studio pages the rest). */
    getProject: async (id: string, query: { image_limit?: number } = {}) =>
      Project.parse(await http(paths.project(id), { query: { ...query } })),
    createProject: async (body: ProjectCreateBody) =>
      Project.parse(await http(paths.projects, { json: body })),
    updateProject: async (id: string, body: ProjectUpdateBody) =>
      Project.parse(await http(paths.project(id), { method: 'PATCH', json: body })),
    deleteProject: async (id: string) => {
      await http(paths.project(id), { method: 'DELETE' });
    },
    createSampleProject: async () =>
      Project.parse(await http(paths.createSampleProject, { method: 'POST' })),
    uploadToProject: async (
      projectId: string,
      files: File[],
      onProgress?: UploadProgress,
      signal?: AbortSignal,
    ) =>
      BatchUploadResponse.parse(
        await multipart(paths.projectUploadImages(projectId), filesForm(files), onProgress, signal),
      ),

    listImages: async (query: ImageListParams = {}) =>
      ImageList.parse(await http(paths.images, { query: { ...query } })).results,
    /** One page of images, with the count of all that match and the next page's cursor. */
    imagePage: async (query: ImagePageParams) =>
      ImagePage.parse(await http(paths.images, { query: { ...query } })),
    /** The recent-images call of the playground (spec: 8 requested, newest first). */
    recentImages: async (limit = 8) =>
      ImageList.parse(await http(paths.images, { query: { limit, ordering: '-created_at' } }))
        .results,
    getImage: async (id: string) => Image.parse(await http(paths.image(id))),
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
      return Image.parse(await multipart(paths.imageUpload, form, onProgress, signal));
    },
    getVersions: async (imageId: string) =>
      VersionList.parse(await http(paths.imageVersions(imageId))).results,
    getVersionTree: async (imageId: string) =>
      VersionTree.parse(await http(paths.imageVersionTree(imageId))),
    setPrimary: async (imageId: string, versionId: string) =>
      SetPrimaryResponse.parse(
        await http(paths.imageSetPrimary(imageId), { json: { version_id: versionId } }),
      ).version,

    listTags: async (category?: string) =>
      TagList.parse(await http(paths.tags, { query: { category } })).results,
    createTag: async (body: TagCreateBody) => Tag.parse(await http(paths.tags, { json: body })),
    /** `tag` is a tag id or a name (a new name creates the tag). */
    addTag: async (versionId: string, tag: string) =>
      Version.parse(await http(paths.versionAddTag(versionId), { json: { tag } })),
    removeTag: async (versionId: string, tag: string) =>
      Version.parse(await http(paths.versionRemoveTag(versionId), { json: { tag } })),
    compareVersions: async (versionIds: string[]) =>
      CompareResponse.parse(
        await http(paths.versionsCompare, { json: { version_ids: versionIds } }),
      ),

    quickStats: async () => QuickStats.parse(await http(paths.quickStats)),
    activity: async (limit = 5) =>
      ActivityResponse.parse(await http(paths.activity, { query: { limit } })),
    operations: async (query: { page?: number; page_size?: number; project_id?: string } = {}) =>
      OperationsPage.parse(await http(paths.operations, { query })),
  };
}
export type HomeDesignApi = ReturnType<typeof createHomeDesignApi>;
