import {
  maxUpscaleScale,
  type Image,
  type Project,
  type Tag,
  type Version,
} from '@hds/api-client/contract';
import type { TagsTable } from '../../db/schema.ts';
import type { MediaSigner } from '../../media/signing.ts';
import { notFound } from '../../plugins/errors.ts';
import type { ImageRow, ImagesRepository, VersionRow } from '../images/repository.ts';
import { categoriesOf, type DetectionsRepository } from '../edits/detectionsRepository.ts';
import type { DetectedObject } from '@hds/engine';
import type { ProjectRow } from '../projects/repository.ts';

export const projectNotFound = () => notFound('Project not found.');
export const imageNotFound = () => notFound('Image not found.');
export const versionNotFound = () => notFound('Version not found.');
export const tagNotFound = () => notFound('Tag not found.');

function parseParams(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

export function toTag(t: TagsTable): Tag {
  return { id: t.id, name: t.name, color: t.color, category: t.category, created_at: t.created_at };
}

/** Turns rows into the wire shapes; every media reference becomes a signed, expiring URL. */
export function serializers(signer: MediaSigner) {
  const url = (key: string | null) => (key ? signer.url(key) : null);

  function version(v: VersionRow): Version {
    const params = parseParams(v.params);
    if (v.job_id) params.job_id = v.job_id;
    return {
      id: v.id,
      image: v.image_id,
      label: v.label,
      description: v.description,
      kind: v.kind as Version['kind'],
      operation: v.operation,
      status: v.status as Version['status'],
      is_primary: v.is_primary === 1,
      is_favorite: v.is_favorite === 1,
      storage_url: url(v.storage_key),
      preview_url: url(v.preview_key),
      thumbnail_url: url(v.thumb_key),
      width: v.width,
      height: v.height,
      // Known once the version has its size; the upscale card disables what would not fit.
      ...(v.width && v.height ? { max_upscale: maxUpscaleScale(v.width, v.height) } : {}),
      created_at: v.created_at,
      branch_name: v.branch_name,
      tags: v.tags.map(toTag),
      params,
      job_id: v.job_id,
      parent: v.parent_id,
    };
  }

  /**
   * `detections` holds the cached detect_objects results by version id: the image reports what
   * was found in its primary version (nothing until detection has run on that version).
   */
  function image(
    row: ImageRow,
    versions: VersionRow[],
    detections: Map<string, DetectedObject[]> = new Map(),
  ): Image {
    const own = versions.filter((v) => v.image_id === row.id);
    const primary = own.find((v) => v.is_primary === 1);
    const original = signer.url(row.original_key);
    const thumb = signer.url(row.thumb_key);
    return {
      id: row.id,
      uuid: row.id,
      image_id: row.id,
      name: row.name,
      original_url: original,
      file_url: original,
      url: original,
      file: original,
      thumb_url: thumb,
      thumbnail_url: thumb,
      preview_url: signer.url(row.preview_key),
      width: row.width,
      height: row.height,
      dimensions: { width: row.width, height: row.height },
      format: row.format,
      size_bytes: row.size_bytes,
      project: row.project_id,
      project_title: row.project_title,
      created_at: row.created_at,
      versions: own.map(version),
      detected_objects: {
        categories: categoriesOf((primary && detections.get(primary.id)) ?? []),
      },
    };
  }

  /**
   * Images with their versions and their primary versions' detections, in two queries (one when
   * the caller has read the images' versions already).
   */
  async function images(
    repos: { images: ImagesRepository; detections: DetectionsRepository },
    rows: ImageRow[],
    known?: VersionRow[],
  ): Promise<Image[]> {
    const versions = known ?? (await repos.images.versionsOf(rows.map((r) => r.id)));
    const detections = await repos.detections.findMany(
      versions.filter((v) => v.is_primary === 1).map((v) => v.id),
    );
    const byImage = new Map<string, VersionRow[]>();
    for (const v of versions) {
      const own = byImage.get(v.image_id);
      if (own) own.push(v);
      else byImage.set(v.image_id, [v]);
    }
    return rows.map((r) => image(r, byImage.get(r.id) ?? [], detections));
  }

  function project(p: ProjectRow, imgs: Image[] = [], coverKeys: string[] = []): Project {
    return {
      id: p.id,
      title: p.title,
      address: p.address,
      notes: p.notes,
      description: p.description,
      is_sample: p.is_sample === 1,
      image_count: p.image_count,
      created_at: p.created_at,
      updated_at: p.updated_at,
      images: imgs,
      cover_thumbnails: coverKeys.map((key) => signer.url(key)),
    };
  }

  return { version, image, images, project };
}
export type Serializers = ReturnType<typeof serializers>;
