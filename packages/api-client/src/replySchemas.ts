// The schemas the browser client parses replies with, fetched with the first reply (replies.ts):
// the contract, and the list shapes the home-design calls unwrap.
import { z } from 'zod';
import { Image, Tag, Version } from './contract/index.ts';

export * from './contract/index.ts';

const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ results: z.array(item), count: z.number().int() });
export const ImageList = listOf(Image);
export const VersionList = listOf(Version);
export const TagList = listOf(Tag);
export const SetPrimaryResponse = z.object({ success: z.boolean(), version: Version });
