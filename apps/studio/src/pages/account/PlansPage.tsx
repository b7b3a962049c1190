import { PendingPage } from '../PendingPage.tsx';

export function PlansPage() {
  return <PendingPage title="Plans" />;
}
