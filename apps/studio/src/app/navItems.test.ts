import { describe, expect, it } from 'vitest';
import { landingNavItems } from './navItems.ts';

const labels = (path: string) => landingNavItems(path).map((i) => i.label);

describe('landingNavItems', () => {
  it('shows the fixed items on the landing page', () => {
    expect(labels('/')).toEqual(['Projects', 'Playground', 'Features', 'Pricing']);
  });
  it('adds Project only on a project detail path', () => {
    expect(labels('/app/projects/42')).toContain('Project');
    expect(labels('/app/projects')).not.toContain('Project');
    expect(landingNavItems('/app/projects/42').find((i) => i.label === 'Project')?.href).toBe(
      '/app/projects/42',
    );
  });
  it('adds Board only on a board detail path', () => {
    expect(labels('/app/boards/7')).toContain('Board');
    expect(labels('/app/boards')).not.toContain('Board');
  });
});
