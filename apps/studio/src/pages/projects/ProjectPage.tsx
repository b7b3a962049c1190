import { PendingPage } from '../PendingPage.tsx';

export function ProjectPage() {
  return <PendingPage title="Project" />;
}
