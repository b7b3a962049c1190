import type { Uploader } from './UploadArea.tsx';

/** A small picture-like file (content does not matter to the area). */
export const imageFile = (name: string, bytes = 120_000, type = 'image/jpeg') =>
  new File([new Uint8Array(bytes)], name, { type, lastModified: 1_763_600_000_000 });

/** Reports 50 % then succeeds with an image id, like the XHR uploader of the API client. */
export const succeedingUploader: Uploader = (file, onProgress) =>
  new Promise((resolve) => {
    setTimeout(() => onProgress(50), 60);
    setTimeout(() => resolve({ id: `img-${file.name}` }), 160);
  });

/** Stays at 40 % for ever: the uploading state. */
export const stalledUploader: Uploader = (_file, onProgress) => {
  setTimeout(() => onProgress(40), 20);
  return new Promise(() => {});
};

export const failingUploader: Uploader = () =>
  new Promise((_, reject) => setTimeout(() => reject(new Error('Server unavailable')), 80));
