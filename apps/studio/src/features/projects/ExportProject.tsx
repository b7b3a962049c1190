import { useEffect, useRef, useState } from 'react';
import { downloadProjectExport, type ExportProgress } from '@hds/api-client';
import { Button, Icon, ProgressBar, toast } from '@hds/ui';
import * as styles from './projects.css.ts';

export const exportProjectMessages = {
  button: 'Export project',
  preparing: 'Preparing the export...',
  progress: 'Exporting project',
  cancel: 'Cancel export',
  done: 'Export ready',
  doneDescription: (file: string) => `${file} is in your downloads.`,
  failed: 'Export failed',
} as const;

const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

type State =
  | { status: 'idle' }
  | { status: 'running'; progress: ExportProgress | null }
  | { status: 'failed'; message: string };

/** Hands the zip to the browser as a download (an object URL clicked through a link). */
function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  // The click has started the download; the URL is released once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * 'Export project' (issue #23): downloads the zip the server makes (each image's primary version
 * at full resolution), with its progress in bytes received of the total (indeterminate until the
 * first bytes, or when the server sends no length), Cancel, and the server's reason on failure.
 */
export function ExportProject({ projectId }: { projectId: string }) {
  const [state, setState] = useState<State>({ status: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const start = async () => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setState({ status: 'running', progress: null });
    try {
      const { blob, fileName } = await downloadProjectExport(projectId, {
        signal: controller.signal,
        onProgress: (progress) => setState({ status: 'running', progress }),
      });
      save(blob, fileName);
      setState({ status: 'idle' });
      toast({
        title: exportProjectMessages.done,
        description: exportProjectMessages.doneDescription(fileName),
        variant: 'success',
      });
    } catch (err) {
      if (controller.signal.aborted) {
        setState({ status: 'idle' });
        return;
      }
      const message = err instanceof Error && err.message ? err.message : 'Network error';
      setState({ status: 'failed', message });
      toast({ title: exportProjectMessages.failed, description: message, variant: 'destructive' });
    } finally {
      if (abort.current === controller) abort.current = null;
    }
  };

  if (state.status === 'running') {
    const p = state.progress;
    const known = p !== null && p.total !== null && p.received > 0;
    return (
      <div className={styles.exportBox} data-export-state="running">
        <ProgressBar
          className={styles.exportBar}
          label={exportProjectMessages.progress}
          isIndeterminate={!known}
          value={known ? p.received : undefined}
          maxValue={known ? p.total! : undefined}
          valueLabel={known ? `${mb(p.received)} of ${mb(p.total!)}` : undefined}
          description={
            p === null || p.received === 0
              ? exportProjectMessages.preparing
              : p.total === null
                ? `${mb(p.received)} received`
                : undefined
          }
        />
        <Button variant="quiet" size="sm" onPress={() => abort.current?.abort()}>
          {exportProjectMessages.cancel}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.exportBox} data-export-state={state.status}>
      <Button variant="secondary" onPress={() => void start()}>
        <Icon name="download" size="sm" />
        {state.status === 'failed' ? 'Try export again' : exportProjectMessages.button}
      </Button>
      {state.status === 'failed' ? (
        <p className={styles.moreError} role="alert">
          {`${exportProjectMessages.failed}: ${state.message}`}
        </p>
      ) : null}
    </div>
  );
}
