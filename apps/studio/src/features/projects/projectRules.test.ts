import { describe, expect, it } from 'vitest';
import { projectDeleteConsequences, projectLimitReached } from './projectRules.ts';

const own = (n: number) => Array.from({ length: n }, () => ({ is_sample: false }));

describe('projectLimitReached', () => {
  it('says nothing below 5 own projects; the sample project does not count', () => {
    expect(projectLimitReached([...own(4), { is_sample: true }], false)).toBeNull();
  });
  it("at 5 gives the server's words for the Free plan and for guests", () => {
    expect(projectLimitReached(own(5), false)).toBe(
      "You've reached the limit of 5 projects on the Free plan. Delete a project or upgrade your plan.",
    );
    expect(projectLimitReached(own(6), true)).toBe(
      "You've reached the limit of 5 projects for guests. Delete a project, or sign in with Google and upgrade your plan.",
    );
  });
});

describe('projectDeleteConsequences', () => {
  it('counts images with their versions, and boards with their share links', () => {
    expect(
      projectDeleteConsequences(4, [
        { share_links: [1, 2] },
        { share_links: [3] },
        { share_links: [] },
      ]),
    ).toEqual([
      '4 images and all their versions',
      '3 boards and their 3 share links, which stop working',
    ]);
    expect(projectDeleteConsequences(1, [{ share_links: [] }])).toEqual([
      '1 image and all its versions',
      '1 board',
    ]);
    expect(projectDeleteConsequences(0, [])).toEqual([]);
  });
});
