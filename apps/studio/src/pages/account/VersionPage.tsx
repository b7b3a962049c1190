import { PendingPage } from '../PendingPage.tsx';

export function VersionPage() {
  return <PendingPage title="Version" />;
}
