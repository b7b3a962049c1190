import { PendingPage } from '../PendingPage.tsx';

export function BoardEditPage() {
  return <PendingPage title="Edit Board" />;
}
