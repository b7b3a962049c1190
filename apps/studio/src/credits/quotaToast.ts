import { toast } from '@hds/ui';
import { creditsMessages } from './credits.ts';

/**
 * An edit refused for quota: the server's words ('Monthly design limit reached: 100 of 100
 * designs used this month.') and a 'See Plans' action, kept until the user closes it.
 */
export function showQuotaToast(message: string, openPlans: () => void): string {
  return toast({
    title: creditsMessages.quotaTitle,
    description: message,
    variant: 'destructive',
    timeout: 0,
    action: { label: creditsMessages.seePlans, onAction: openPlans },
  });
}
