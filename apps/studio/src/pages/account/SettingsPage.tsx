import { PendingPage } from '../PendingPage.tsx';

export function SettingsPage() {
  return <PendingPage title="Settings" />;
}
