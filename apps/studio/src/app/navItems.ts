export interface NavItem {
  label: string;
  href: string;
}

/** Landing navigation (spec part 1 §2): Project and Board appear only on their detail paths. */
export function landingNavItems(pathname: string): NavItem[] {
  const items: NavItem[] = [{ label: 'Projects', href: '/app/projects' }];
  const project = pathname.match(/\/projects\/([^/]+)/)?.[1];
  if (project && project !== 'new')
    items.push({ label: 'Project', href: `/app/projects/${project}` });
  const board = pathname.match(/\/boards\/([^/]+)/)?.[1];
  if (board && board !== 'new') items.push({ label: 'Board', href: `/app/boards/${board}` });
  items.push(
    { label: 'Playground', href: '/app/playground' },
    { label: 'Features', href: '/#features' },
    { label: 'Pricing', href: '/#pricing' },
  );
  return items;
}
