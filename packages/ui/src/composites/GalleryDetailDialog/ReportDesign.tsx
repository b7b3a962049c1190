import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../../primitives/Button/Button.tsx';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import { TextField } from '../../primitives/TextField/TextField.tsx';
import * as styles from './GalleryDetailDialog.css.ts';

export const reportDesignMessages = {
  open: 'Report this design',
  label: 'What is wrong with it?',
  send: 'Send Report',
  sending: 'Sending...',
  sent: 'Thank you. A moderator will review this design.',
  failed: 'Failed to send the report',
} as const;

/**
 * 'Report this design' under the detail dialog's figures: a reason, sent through `onReport`.
 * Opening it never leaves the dialog; the server's refusal (signed out, a guest, too many
 * reports) shows inline, in its words.
 */
export function ReportDesign({ onReport }: { onReport: (reason: string) => Promise<unknown> }) {
  const [state, setState] = useState<'closed' | 'open' | 'sending' | 'sent'>('closed');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (state === 'sent') {
    return (
      <p role="status" className={styles.muted}>
        {reportDesignMessages.sent}
      </p>
    );
  }
  if (state === 'closed') {
    return (
      <div>
        <Button size="sm" variant="quiet" onPress={() => setState('open')}>
          <Icon name="alert" size="sm" />
          {reportDesignMessages.open}
        </Button>
      </div>
    );
  }
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reason.trim() || state === 'sending') return;
    setState('sending');
    setError(null);
    try {
      await onReport(reason.trim());
      setState('sent');
    } catch (cause) {
      setError(
        cause instanceof Error && cause.message ? cause.message : reportDesignMessages.failed,
      );
      setState('open');
    }
  };
  const sending = state === 'sending';
  return (
    <Form className={styles.report} onSubmit={submit} validationBehavior="aria">
      <TextField
        label={reportDesignMessages.label}
        multiline
        rows={2}
        maxLength={500}
        autoFocus
        value={reason}
        onChange={setReason}
        isDisabled={sending}
      />
      {error ? (
        <p role="alert" className={styles.text}>
          {error}
        </p>
      ) : null}
      <div className={styles.row}>
        <Button
          size="sm"
          variant="secondary"
          onPress={() => setState('closed')}
          isDisabled={sending}
        >
          Cancel
        </Button>
        {/* Not isPending: the form gives way to the thanks, and react-aria's announcement of
            the pending state would point at a button that is gone. */}
        <Button size="sm" type="submit" isDisabled={!reason.trim() || sending}>
          {sending ? reportDesignMessages.sending : reportDesignMessages.send}
        </Button>
      </div>
    </Form>
  );
}
