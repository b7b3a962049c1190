import { PendingPage } from '../PendingPage.tsx';

export function ProjectsPage() {
  return <PendingPage title="Projects" />;
}
