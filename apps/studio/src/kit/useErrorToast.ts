import { useEffect } from 'react';
import { toast } from '@hds/ui';

/** Shows the spec's destructive toast once each time a query enters its error state. */
export function useErrorToast(error: Error | null, fallback: string) {
  useEffect(() => {
    if (error)
      toast({ title: 'Error', description: error.message || fallback, variant: 'destructive' });
  }, [error, fallback]);
}
