import { useState, type FormEvent } from 'react';
import { invalidListingUrls, listingUrlLines } from '@hds/api-client/contract';
import { Button } from '../../primitives/Button/Button.tsx';
import { Dialog } from '../../primitives/Dialog/Dialog.tsx';
import { TextField } from '../../primitives/TextField/TextField.tsx';
import * as styles from './AddListingsDialog.css.ts';

/** The spec's wording (part 2 §2, §5, §9) for the dialog. */
export const addListingsMessages = {
  title: 'Add Listings',
  description:
    'Paste listing URLs, one per line. Zillow, Realtor.com, Redfin and other property portals ' +
    'work, and so do custom sites.',
  label: 'Listing URLs',
  submit: 'Add Listings',
  submitting: 'Adding...',
  cancel: 'Cancel',
  noUrl: 'Please enter at least one URL',
  invalidIntro: (n: number) =>
    n === 1
      ? 'This line is not a web address and will be skipped:'
      : `These ${n} lines are not web addresses and will be skipped:`,
  noValid: 'None of the lines is a web address (http:// or https://).',
} as const;

/** Spec part 2 §9: the listing textarea has 10 rows. */
export const LISTING_TEXTAREA_ROWS = 10;

export interface AddListingsDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /**
   * Called with the valid URLs (trimmed, blanks and invalid lines dropped). Resolve to close and
   * clear the dialog; reject to keep it open with the text (the page shows the failure toast).
   */
  onSubmit: (urls: string[]) => Promise<unknown>;
}

/**
 * The Add Listings dialog of the listings page (spec part 2 §2): a 10-row textarea of URLs,
 * one per line. Lines are trimmed and blanks dropped; lines that are not http(s) addresses are
 * named under the field as you type (with their line number) and skipped on submit. The button
 * is disabled while the text is empty; with nothing left it says 'Please enter at least one URL'.
 */
export function AddListingsDialog({ isOpen, onOpenChange, onSubmit }: AddListingsDialogProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const lines = listingUrlLines(text);
  const invalid = invalidListingUrls(lines);
  const valid = lines.filter((_, i) => !invalid.some((b) => b.line === i + 1));

  const close = (open: boolean) => {
    if (pending) return;
    if (!open) setError(null);
    onOpenChange(open);
  };

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (pending) return;
    if (lines.length === 0) return setError(addListingsMessages.noUrl);
    if (valid.length === 0) return setError(addListingsMessages.noValid);
    setError(null);
    setPending(true);
    try {
      await onSubmit(valid);
      setText('');
      onOpenChange(false);
    } catch {
      // The page reports the failure; the text stays for another try.
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={close}
      isDismissable={!pending}
      title={addListingsMessages.title}
      description={addListingsMessages.description}
      size="md"
    >
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label={addListingsMessages.label}
          multiline
          rows={LISTING_TEXTAREA_ROWS}
          value={text}
          onChange={(v) => {
            setText(v);
            setError(null);
          }}
          isInvalid={error != null}
          errorMessage={error}
          placeholder={'https://www.zillow.com/homedetails/…\nhttps://www.realtor.com/…'}
          className={styles.field}
          autoFocus
          spellCheck="false"
        />
        {invalid.length > 0 ? (
          <div className={styles.invalid} role="status">
            <p className={styles.invalidIntro}>
              {addListingsMessages.invalidIntro(invalid.length)}
            </p>
            <ul className={styles.invalidList}>
              {invalid.map((b) => (
                <li key={b.line}>
                  Line {b.line}: <span className={styles.invalidText}>{b.text}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <p className={styles.count} aria-live="polite">
          {valid.length > 0
            ? `${valid.length} ${valid.length === 1 ? 'URL' : 'URLs'} to add`
            : '\u00a0'}
        </p>
        <div className={styles.footer}>
          <Button variant="secondary" onPress={() => close(false)} isDisabled={pending}>
            {addListingsMessages.cancel}
          </Button>
          <Button type="submit" variant="primary" isDisabled={text === ''} isPending={pending}>
            {pending ? addListingsMessages.submitting : addListingsMessages.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
