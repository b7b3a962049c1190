import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, TextField, toast } from '@hds/ui';
import { authApi } from '../../kit/api/auth.ts';
import { useAuth } from '../../auth/AuthContext.tsx';
import {
  checkConfirmation,
  deletionMessages,
  expectedConfirmation,
} from './deletionConfirmation.ts';
import * as styles from './account.css.ts';

interface Props {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  user: { uid: string; email: string | null; isAnonymous: boolean };
}

/**
 * Asks for the email (or the guest account name) before a deletion request; the server checks
 * the same rule, records the request, stops every way in at once (sessions, API keys, share
 * links, gallery designs, embeds, image links) and deletes the data within 24 hours. There is
 * no way back, and the dialog says so.
 */
export function DeleteAccountDialog({ isOpen, onOpenChange, user }: Props) {
  return (
    <Dialog
      title="Delete Account"
      role="alertdialog"
      size="sm"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      {(close) => (isOpen ? <DeleteForm user={user} close={close} /> : null)}
    </Dialog>
  );
}

function DeleteForm({ user, close }: { user: Props['user']; close: () => void }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const auth = useAuth();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const guest = user.isAnonymous || !user.email;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const hint = checkConfirmation(typed, user);
    if (hint) {
      setError(hint);
      toast({ title: deletionMessages.incorrect, description: hint, variant: 'destructive' });
      return;
    }
    setPending(true);
    try {
      await authApi.requestAccountDeletion(typed.trim());
    } catch (err) {
      const message = err instanceof Error && err.message ? err.message : 'Please try again.';
      toast({ title: 'Error', description: message, variant: 'destructive' });
      setPending(false);
      return;
    }
    toast({
      title: deletionMessages.requested,
      description: deletionMessages.requestedDetail,
      variant: 'success',
    });
    close();
    client.clear();
    auth.signOut();
    void navigate('/');
  };

  return (
    <form className={styles.settingsGrid} onSubmit={(e) => void submit(e)} noValidate>
      <div className={styles.consequences}>
        <p className={styles.dangerText}>As soon as you confirm, and for good:</p>
        <ul>
          <li>you are signed out on every device, and your API keys stop working;</li>
          <li>
            your share links, gallery designs, embeds and image links stop working for everyone.
          </li>
        </ul>
        <p className={styles.dangerText}>
          Your projects, images and boards are then deleted within 24 hours. This cannot be
          cancelled.
        </p>
      </div>
      <p className={styles.muted}>
        {guest
          ? `Type your guest account name, ${expectedConfirmation(user)}, to confirm.`
          : 'Type your email address to confirm.'}
      </p>
      <TextField
        label={guest ? 'Guest account name' : 'Email address'}
        value={typed}
        autoFocus
        onChange={(v) => {
          setTyped(v);
          setError(null);
        }}
        isInvalid={error !== null}
        errorMessage={error ?? undefined}
      />
      <div className={styles.actions}>
        <Button variant="secondary" onPress={close} isDisabled={pending}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" isPending={pending}>
          Delete Account
        </Button>
      </div>
    </form>
  );
}
