import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, apiKeysNotInPlan } from '@hds/api-client';
import { ApiSettings, toast } from '@hds/ui';
import { apiKeyQueries } from '../../kit/api/apiKeys.ts';
import { useAuth } from '../../auth/AuthContext.tsx';
import { PLANS_HREF } from '../../credits/credits.ts';

/** The API tab: keys, the one-time secret, a key's webhook and its delivery log. */
export function ApiTab() {
  const plan = useAuth().serverUser?.plan;
  const keys = useQuery(apiKeyQueries.list());
  const [selected, setSelected] = useState<string | null>(null);
  const webhook = useQuery({ ...apiKeyQueries.webhook(selected ?? ''), enabled: !!selected });
  const deliveries = useQuery({
    ...apiKeyQueries.deliveries(selected ?? ''),
    enabled: !!selected,
    // A queued test event is delivered in the background: follow it while any is pending.
    refetchInterval: (q) => (q.state.data?.some((d) => d.status === 'pending') ? 2000 : false),
  });
  const create = useMutation(apiKeyQueries.mutations.create());
  const revoke = useMutation(apiKeyQueries.mutations.revoke());
  const setWebhook = useMutation(apiKeyQueries.mutations.setWebhook());
  const removeWebhook = useMutation(apiKeyQueries.mutations.removeWebhook());
  const testWebhook = useMutation(apiKeyQueries.mutations.testWebhook());

  // No endpoint yet answers 404: the panel then offers to set one.
  const noWebhook = webhook.error instanceof ApiError && webhook.error.status === 404;
  return (
    <ApiSettings
      keys={keys.data}
      isLoading={keys.isPending}
      error={keys.isError ? keys.error.message : null}
      onRetry={() => void keys.refetch()}
      onCreate={(body) => create.mutateAsync(body)}
      onRevoke={(id) => revoke.mutateAsync(id)}
      copy={(text) => navigator.clipboard.writeText(text)}
      onCopyError={() =>
        toast({ title: 'Error', description: 'Failed to copy', variant: 'destructive' })
      }
      selectedKeyId={selected}
      onSelectKey={setSelected}
      webhook={noWebhook ? null : webhook.data}
      deliveries={noWebhook ? [] : deliveries.data}
      onSaveWebhook={(id, body) => setWebhook.mutateAsync({ id, body })}
      onRemoveWebhook={(id) => removeWebhook.mutateAsync(id)}
      onSendTestEvent={(id) => testWebhook.mutateAsync(id)}
      // The server refuses keys on such a plan (403, the same sentence): say so up front.
      planRefusal={
        plan && !plan.apiAccess
          ? { message: apiKeysNotInPlan(plan.label), plansHref: PLANS_HREF }
          : null
      }
    />
  );
}
