import { readFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import type { IncomingFile } from '../../media/prepare.ts';

interface SampleManifest {
  renders?: { id: string; file: string }[];
  sampleProject?: { room: string; role: string; id: string }[];
}

export interface SampleFile extends IncomingFile {
  label: string;
}

const title = (room: string) => room.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/**
 * The sample project's images from `samplesDir/manifest.json` (field sampleProject, each
 * entry naming a render by id). An absent manifest yields no images: the project is still made.
 */
export async function loadSampleFiles(samplesDir: string): Promise<SampleFile[]> {
  let manifest: SampleManifest;
  try {
    manifest = JSON.parse(await readFile(join(samplesDir, 'manifest.json'), 'utf8'));
  } catch {
    return [];
  }
  const renders = new Map((manifest.renders ?? []).map((r) => [r.id, r.file]));
  const out: SampleFile[] = [];
  for (const entry of manifest.sampleProject ?? []) {
    const rel = renders.get(entry.id);
    if (!rel) continue;
    const file = normalize(join(samplesDir, rel));
    if (!file.startsWith(normalize(samplesDir) + sep)) continue;
    try {
      const data = await readFile(file);
      const ext = rel.split('.').pop() ?? 'jpg';
      out.push({
        filename: `${entry.room}_${entry.role}.${ext}`,
        label: `${title(entry.room)} (${entry.role})`,
        data,
      });
    } catch {
      // A missing render leaves that image out rather than failing the whole project.
    }
  }
  return out;
}
