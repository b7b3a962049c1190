import { PendingPage } from '../PendingPage.tsx';

export function BoardsPage() {
  return <PendingPage title="Boards" />;
}
