import { PendingPage } from '../PendingPage.tsx';

export function ProfilePage() {
  return <PendingPage title="Profile" />;
}
