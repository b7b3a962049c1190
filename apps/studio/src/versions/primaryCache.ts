import type { Image, Project, Version } from '@hds/api-client';

/** The image's versions with `versionId` as the one primary. Other images' lists are untouched. */
export function markPrimary(versions: Version[], imageId: string, versionId: string): Version[] {
  if (!versions.some((v) => v.image === imageId && v.id === versionId)) return versions;
  return versions.map((v) =>
    v.image !== imageId || v.is_primary === (v.id === versionId)
      ? v
      : { ...v, is_primary: v.id === versionId },
  );
}

const markImage = (image: Image, imageId: string, versionId: string): Image =>
  image.id === imageId
    ? { ...image, versions: markPrimary(image.versions, imageId, versionId) }
    : image;

const isVersion = (x: unknown): x is Version =>
  typeof x === 'object' && x !== null && 'is_primary' in x && 'image' in x;
const isImage = (x: unknown): x is Image =>
  typeof x === 'object' && x !== null && 'versions' in x && Array.isArray(x.versions);
const isProject = (x: unknown): x is Project =>
  typeof x === 'object' && x !== null && 'images' in x && Array.isArray(x.images);

/**
 * The cache entries that show an image's versions — a version list, an image, a list of
 * images or a project with its images — with the new primary applied. Anything else comes
 * back as it was (same reference, so TanStack Query does not re-render for it).
 */
export function withPrimary<T>(data: T, imageId: string, versionId: string): T {
  if (Array.isArray(data)) {
    if (data.every(isVersion)) return markPrimary(data, imageId, versionId) as T;
    if (data.every(isImage)) return data.map((i) => markImage(i, imageId, versionId)) as T;
    return data;
  }
  if (isProject(data)) {
    return { ...data, images: data.images.map((i) => markImage(i, imageId, versionId)) } as T;
  }
  if (isImage(data)) return markImage(data, imageId, versionId) as T;
  return data;
}
