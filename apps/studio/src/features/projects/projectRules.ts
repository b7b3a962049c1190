/**
 * The plan's project limit (spec part 2 §9: "Free plan: 5 projects"; guests get the same 5 so
 * signing in never loses one). The server enforces it with a 403 in these same words
 * (apps/api projectLimits.ts); the create dialog says it before the user fills the form in.
 */
export const PROJECT_LIMIT = 5;

export function projectLimitMessage(limit: number, guest: boolean): string {
  return guest
    ? `You've reached the limit of ${limit} projects for guests. Delete a project, or sign in with Google and upgrade your plan.`
    : `You've reached the limit of ${limit} projects on the Free plan. Delete a project or upgrade your plan.`;
}

/** The message when `projects` (the sample project does not count) fill the plan, else null. */
export function projectLimitReached(
  projects: readonly { is_sample?: boolean }[],
  guest: boolean,
  limit = PROJECT_LIMIT,
): string | null {
  const own = projects.filter((p) => !p.is_sample).length;
  return own >= limit ? projectLimitMessage(limit, guest) : null;
}

const countOf = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/**
 * What `consequences` lists when a project is deleted: its images with all their versions, and
 * its boards with their share links (which stop working: the share viewer gets 404).
 */
export function projectDeleteConsequences(
  imageCount: number,
  boards: readonly { share_links: readonly unknown[] }[],
): string[] {
  const lines: string[] = [];
  if (imageCount > 0)
    lines.push(
      `${countOf(imageCount, 'image')} and all ${imageCount === 1 ? 'its' : 'their'} versions`,
    );
  if (boards.length > 0) {
    const links = boards.reduce((n, b) => n + b.share_links.length, 0);
    lines.push(
      countOf(boards.length, 'board') +
        (links > 0 ? ` and their ${countOf(links, 'share link')}, which stop working` : ''),
    );
  }
  return lines;
}
