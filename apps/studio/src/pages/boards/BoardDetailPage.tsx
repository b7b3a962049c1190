import { PendingPage } from '../PendingPage.tsx';

export function BoardDetailPage() {
  return <PendingPage title="Board" />;
}
