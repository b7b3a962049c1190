// The schemas of the home-design replies (homeDesign.ts), loaded with the first such reply
// (replies.ts): the contract's projects, images and user modules, and the list shapes the
// calls unwrap.
import { z } from 'zod';
import { Image, Tag, Version } from './contract/images.ts';

export * from './contract/images.ts';
export * from './contract/projects.ts';
export * from './contract/user.ts';

const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ results: z.array(item), count: z.number().int() });
export const ImageList = listOf(Image);
export const VersionList = listOf(Version);
export const TagList = listOf(Tag);
export const SetPrimaryResponse = z.object({ success: z.boolean(), version: Version });
