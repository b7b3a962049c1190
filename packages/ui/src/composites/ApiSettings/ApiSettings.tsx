import { useEffect, useState, type FormEvent, type HTMLAttributes, type ReactNode } from 'react';
import {
  API_KEY_DEFAULT_RATE_LIMIT,
  API_KEY_MAX_RATE_LIMIT,
  API_KEY_SCOPES,
  API_WEBHOOK_EVENTS,
  type ApiKey,
  type ApiKeyCreateBody,
  type ApiKeyCreated,
  type ApiKeyScope,
  type ApiWebhook,
  type ApiWebhookBody,
  type ApiWebhookDelivery,
  type ApiWebhookEvent,
} from '@hds/api-client/contract';
import { AlertDialog } from '../../primitives/AlertDialog/AlertDialog.tsx';
import { Badge } from '../../primitives/Badge/Badge.tsx';
import { AsyncState } from '../../primitives/AsyncState/AsyncState.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { Checkbox, CheckboxGroup } from '../../primitives/Checkbox/Checkbox.tsx';
import { Dialog } from '../../primitives/Dialog/Dialog.tsx';
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx';
import { Link } from '../../primitives/Link/Link.tsx';
import { Skeleton } from '../../primitives/Skeleton/Skeleton.tsx';
import { TextField } from '../../primitives/TextField/TextField.tsx';
import { useCopyFeedback } from '../../hooks/useCopyFeedback.ts';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import * as styles from './ApiSettings.css.ts';

export const apiSettingsMessages = {
  title: 'API',
  subtitle:
    'Keys let your own servers call the Home Design Studio API with Authorization: Bearer <key>. A key acts as you, limited to its scopes.',
  create: 'Create API Key',
  reference: 'API reference',
  empty: 'No API keys yet',
  emptyText: 'Create a key to upload photos and run edits from your own software.',
  loadFailed: 'Could not load your API keys',
  retry: 'Try again',
  nameRequired: 'Key name is required',
  scopesRequired: 'Choose at least one scope',
  rateInvalid: `Enter a whole number from 1 to ${API_KEY_MAX_RATE_LIMIT}`,
  createFailed: 'Failed to create the API key',
  notInPlan: 'Not in your plan',
  seePlans: 'See Plans',
  secretTitle: 'Copy your new API key',
  secretText:
    'This is the only time the key is shown. Store it somewhere safe; we keep only a hash.',
  revokeTitle: 'Revoke this API key?',
  revokeText: 'Requests with this key are refused at once. This cannot be undone.',
  webhookTitle: 'Webhook',
  webhookText:
    'An https endpoint of yours that receives job.succeeded, job.failed and lead.created as signed POSTs (X-HDS-Signature: sha256=HMAC of "<timestamp>.<body>").',
  webhookUrlRequired: 'Enter an https URL',
  eventsRequired: 'Choose at least one event',
  webhookSaved: 'Webhook saved',
  webhookFailed: 'Failed to save the webhook',
  testEvent: 'Send test event',
  testFailed: 'Failed to send the test event',
  deliveries: 'Delivery log',
  noDeliveries: 'No deliveries yet. Send a test event to check your endpoint.',
} as const;

const SCOPE_HINTS: Record<ApiKeyScope, string> = {
  read: 'Read projects, images, jobs (GET)',
  edit: 'Upload and edit images',
  share: 'Boards, share links and publishing',
};

const dateTime = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString('en', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'UTC',
      }) + ' UTC'
    : 'Never';

/* ------------------------------------------------------------------------ keys list */

export interface ApiKeysListProps {
  keys: ApiKey[];
  /** The key whose webhook panel is open. */
  selectedKeyId?: string | null;
  onSelect?: (id: string) => void;
  onRevoke: (key: ApiKey) => void;
}

/** The user's API keys: prefix, scopes, limits, use; Webhook and Revoke per live key. */
export function ApiKeysList({ keys, selectedKeyId, onSelect, onRevoke }: ApiKeysListProps) {
  return (
    <ul className={styles.list} aria-label="API keys">
      {keys.map((key) => {
        const titleId = `api-key-${key.id}-title`;
        return (
          <li key={key.id}>
            <article
              className={styles.card}
              aria-labelledby={titleId}
              data-selected={key.id === selectedKeyId || undefined}
            >
              <div className={styles.cardHead}>
                <h2 id={titleId} className={styles.cardTitle}>
                  {key.name}
                </h2>
                {key.revoked ? (
                  <Badge size="sm" variant="danger">
                    Revoked
                  </Badge>
                ) : (
                  <Badge size="sm" variant="success">
                    Active
                  </Badge>
                )}
              </div>
              <dl className={styles.meta}>
                <dt className={styles.term}>Key</dt>
                <dd className={styles.value}>
                  <code className={styles.code}>{key.prefix}…</code>
                </dd>
                <dt className={styles.term}>Scopes</dt>
                <dd className={styles.value}>
                  <span className={styles.badges}>
                    {key.scopes.map((s) => (
                      <Badge key={s} size="sm" variant="accent">
                        {s}
                      </Badge>
                    ))}
                  </span>
                </dd>
                <dt className={styles.term}>Limits</dt>
                <dd className={styles.value}>
                  {key.rateLimitPerMinute} requests a minute
                  {key.monthlyQuota === null
                    ? ', no monthly quota'
                    : `, ${key.usedThisMonth.toLocaleString('en')} of ${key.monthlyQuota.toLocaleString('en')} this month`}
                </dd>
                <dt className={styles.term}>Created</dt>
                <dd className={styles.value}>{dateTime(key.created)}</dd>
                <dt className={styles.term}>Last used</dt>
                <dd className={styles.value}>{dateTime(key.lastUsed)}</dd>
                {key.revoked ? (
                  <>
                    <dt className={styles.term}>Revoked</dt>
                    <dd className={styles.value}>{dateTime(key.revoked)}</dd>
                  </>
                ) : (
                  <>
                    <dt className={styles.term}>Webhook</dt>
                    <dd className={styles.value}>{key.webhook?.url ?? 'None'}</dd>
                  </>
                )}
              </dl>
              {key.revoked ? null : (
                <div className={styles.actions}>
                  {onSelect ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-pressed={key.id === selectedKeyId}
                      aria-label={`Webhook of ${key.name}`}
                      onPress={() => onSelect(key.id)}
                    >
                      Webhook
                    </Button>
                  ) : null}
                  <Button
                    size="sm"
                    variant="danger"
                    aria-label={`Revoke ${key.name}`}
                    onPress={() => onRevoke(key)}
                  >
                    Revoke
                  </Button>
                </div>
              )}
            </article>
          </li>
        );
      })}
    </ul>
  );
}

/* ------------------------------------------------------------------- create dialog */

export interface CreateApiKeyDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Creates the key; the reply's `secret` is shown once, with Copy. */
  onCreate: (body: ApiKeyCreateBody) => Promise<ApiKeyCreated>;
  /** Writes text to the clipboard (the app passes `navigator.clipboard.writeText`). */
  copy: (text: string) => Promise<unknown>;
  onCopyError?: (error: unknown) => void;
}

/** Name, scopes and rate limit; then the one-time secret with Copy. */
export function CreateApiKeyDialog({
  isOpen,
  onOpenChange,
  onCreate,
  copy,
  onCopyError,
}: CreateApiKeyDialogProps) {
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const copier = useCopyFeedback({ copy, onError: onCopyError });
  useEffect(() => {
    if (!isOpen) setCreated(null);
  }, [isOpen]);

  if (created) {
    return (
      <Dialog
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        title={apiSettingsMessages.secretTitle}
        description={apiSettingsMessages.secretText}
        size="md"
        isDismissable={false}
        footer={(close) => (
          <>
            {/* The one thing to do with a secret shown once. Focus moves here, not to the
                dialog: the form it replaces unmounts with focus inside it, and its focus restore
                aims at the page's Create button, which the open dialog makes inert, leaving
                focus on the body. */}
            <Button
              variant="secondary"
              autoFocus
              onPress={() => copier.copy(created.secret, 'secret')}
            >
              {copier.isCopied('secret') ? 'Copied' : 'Copy key'}
            </Button>
            <Button variant="primary" onPress={close}>
              Done
            </Button>
          </>
        )}
      >
        <p className={styles.secret} aria-label={`API key ${created.name}`}>
          <code data-testid="api-key-secret">{created.secret}</code>
        </p>
      </Dialog>
    );
  }
  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title="New API key" size="md">
      {(close) => <CreateKeyForm onCancel={close} onCreate={onCreate} onCreated={setCreated} />}
    </Dialog>
  );
}

function CreateKeyForm({
  onCancel,
  onCreate,
  onCreated,
}: {
  onCancel: () => void;
  onCreate: CreateApiKeyDialogProps['onCreate'];
  onCreated: (key: ApiKeyCreated) => void;
}) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>(['read', 'edit']);
  const [rate, setRate] = useState(String(API_KEY_DEFAULT_RATE_LIMIT));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!name.trim()) next.name = apiSettingsMessages.nameRequired;
    if (!scopes.length) next.scopes = apiSettingsMessages.scopesRequired;
    const perMinute = Number(rate);
    if (!/^\d+$/.test(rate.trim()) || perMinute < 1 || perMinute > API_KEY_MAX_RATE_LIMIT) {
      next.rate = apiSettingsMessages.rateInvalid;
    }
    setErrors(next);
    if (Object.keys(next).length) return;
    setPending(true);
    setFailure(null);
    try {
      onCreated(
        await onCreate({
          name: name.trim(),
          scopes: API_KEY_SCOPES.filter((s) => scopes.includes(s)),
          rateLimitPerMinute: perMinute,
        }),
      );
    } catch (err) {
      setFailure(
        err instanceof Error && err.message ? err.message : apiSettingsMessages.createFailed,
      );
      setPending(false);
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={(e) => void submit(e)}>
      {failure ? (
        <p className={styles.formError} role="alert">
          {failure}
        </p>
      ) : null}
      <TextField
        label="Name"
        description="What uses the key, e.g. CRM integration."
        isRequired
        validationBehavior="aria"
        value={name}
        onChange={setName}
        isInvalid={errors.name !== undefined}
        errorMessage={errors.name}
        autoFocus
      />
      <CheckboxGroup
        label="Scopes"
        value={scopes}
        onChange={setScopes}
        isInvalid={errors.scopes !== undefined}
        errorMessage={errors.scopes}
        validationBehavior="aria"
      >
        {API_KEY_SCOPES.map((s) => (
          <Checkbox key={s} value={s}>
            {s} — {SCOPE_HINTS[s]}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <TextField
        label="Requests per minute"
        inputMode="numeric"
        validationBehavior="aria"
        value={rate}
        onChange={setRate}
        isInvalid={errors.rate !== undefined}
        errorMessage={errors.rate}
      />
      <div className={styles.formActions}>
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
        <Button variant="primary" type="submit" isDisabled={pending}>
          {pending ? 'Creating...' : 'Create Key'}
        </Button>
      </div>
    </form>
  );
}

/* ------------------------------------------------------------------- webhook panel */

export interface ApiWebhookPanelProps {
  apiKey: ApiKey;
  /** The endpoint (null: none yet; undefined: loading). */
  webhook: ApiWebhook | null | undefined;
  /** Newest first (undefined: loading). */
  deliveries: ApiWebhookDelivery[] | undefined;
  onSave: (body: ApiWebhookBody) => Promise<unknown>;
  onRemove: () => Promise<unknown>;
  onSendTestEvent: () => Promise<unknown>;
}

/** A key's webhook endpoint, its signing secret, "Send test event" and the delivery log. */
export function ApiWebhookPanel({
  apiKey,
  webhook,
  deliveries,
  onSave,
  onRemove,
  onSendTestEvent,
}: ApiWebhookPanelProps) {
  const [url, setUrl] = useState(webhook?.url ?? '');
  const [events, setEvents] = useState<string[]>(webhook?.events ?? [...API_WEBHOOK_EVENTS]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [pending, setPending] = useState<'save' | 'remove' | 'test' | null>(null);
  useEffect(() => {
    setUrl(webhook?.url ?? '');
    setEvents(webhook?.events ?? [...API_WEBHOOK_EVENTS]);
  }, [webhook]);

  const run = async (
    kind: 'save' | 'remove' | 'test',
    fn: () => Promise<unknown>,
    ok: string,
    failed: string,
  ) => {
    setPending(kind);
    setStatus(null);
    try {
      await fn();
      setStatus({ kind: 'ok', text: ok });
    } catch (err) {
      setStatus({
        kind: 'error',
        text: err instanceof Error && err.message ? err.message : failed,
      });
    } finally {
      setPending(null);
    }
  };

  const save = (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!/^https:\/\/\S+$/i.test(url.trim())) next.url = apiSettingsMessages.webhookUrlRequired;
    if (!events.length) next.events = apiSettingsMessages.eventsRequired;
    setErrors(next);
    if (Object.keys(next).length) return;
    void run(
      'save',
      () =>
        onSave({
          url: url.trim(),
          events: API_WEBHOOK_EVENTS.filter((ev) => events.includes(ev)) as ApiWebhookEvent[],
        }),
      apiSettingsMessages.webhookSaved,
      apiSettingsMessages.webhookFailed,
    );
  };

  const titleId = `api-webhook-${apiKey.id}-title`;
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {apiSettingsMessages.webhookTitle} of {apiKey.name}
      </h2>
      <p className={styles.muted}>{apiSettingsMessages.webhookText}</p>
      {webhook === undefined ? (
        <div role="status">
          <span className={visuallyHidden}>Loading the webhook…</span>
          <Skeleton shape="rect" height="8rem" />
        </div>
      ) : (
        <form className={styles.form} noValidate onSubmit={save}>
          <TextField
            label="Endpoint URL"
            type="url"
            placeholder="https://hooks.example.com/hds"
            validationBehavior="aria"
            value={url}
            onChange={setUrl}
            isInvalid={errors.url !== undefined}
            errorMessage={errors.url}
          />
          <CheckboxGroup
            label="Events"
            value={events}
            onChange={setEvents}
            isInvalid={errors.events !== undefined}
            errorMessage={errors.events}
            validationBehavior="aria"
          >
            {API_WEBHOOK_EVENTS.map((ev) => (
              <Checkbox key={ev} value={ev}>
                {ev}
              </Checkbox>
            ))}
          </CheckboxGroup>
          {webhook ? (
            <p className={styles.muted}>
              Signing secret: <code className={styles.code}>{webhook.secret}</code>
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button variant="primary" type="submit" isDisabled={pending !== null}>
              {pending === 'save' ? 'Saving...' : 'Save Webhook'}
            </Button>
            {webhook ? (
              <>
                <Button
                  variant="secondary"
                  isDisabled={pending !== null}
                  onPress={() =>
                    void run(
                      'test',
                      onSendTestEvent,
                      'Test event queued',
                      apiSettingsMessages.testFailed,
                    )
                  }
                >
                  {pending === 'test' ? 'Sending...' : apiSettingsMessages.testEvent}
                </Button>
                <Button
                  variant="quiet"
                  isDisabled={pending !== null}
                  onPress={() =>
                    void run(
                      'remove',
                      onRemove,
                      'Webhook removed',
                      apiSettingsMessages.webhookFailed,
                    )
                  }
                >
                  Remove Webhook
                </Button>
              </>
            ) : null}
          </div>
          <p
            className={status?.kind === 'error' ? styles.formError : styles.status}
            role="status"
            aria-live="polite"
          >
            {status?.text ?? ''}
          </p>
        </form>
      )}
      {webhook ? <DeliveryLog deliveries={deliveries} /> : null}
    </section>
  );
}

const STATUS_BADGE = { delivered: 'success', pending: 'warning', failed: 'danger' } as const;

function DeliveryLog({ deliveries }: { deliveries: ApiWebhookDelivery[] | undefined }) {
  let body: ReactNode;
  if (!deliveries) {
    body = (
      <div role="status">
        <span className={visuallyHidden}>Loading deliveries…</span>
        <Skeleton shape="rect" height="4rem" />
      </div>
    );
  } else if (!deliveries.length)
    body = <p className={styles.muted}>{apiSettingsMessages.noDeliveries}</p>;
  else {
    body = (
      // Focusable, so a keyboard can scroll the log sideways on a narrow screen.
      <div
        className={styles.tableWrap}
        role="group"
        aria-label={`${apiSettingsMessages.deliveries}, scrollable`}
        tabIndex={0}
      >
        <table className={styles.table}>
          <caption className={visuallyHidden}>{apiSettingsMessages.deliveries}</caption>
          <thead>
            <tr>
              <th scope="col">Event</th>
              <th scope="col">Status</th>
              <th scope="col">Attempts</th>
              <th scope="col">Response</th>
              <th scope="col">Sent</th>
            </tr>
          </thead>
          <tbody>
            {deliveries.map((d) => (
              <tr key={d.id}>
                <td>
                  <code className={styles.code}>{d.event}</code>
                </td>
                <td>
                  <Badge size="sm" variant={STATUS_BADGE[d.status]}>
                    {d.status}
                  </Badge>
                </td>
                <td>{d.attempts}</td>
                <td>{d.lastStatusCode ?? d.lastError ?? '—'}</td>
                <td>{dateTime(d.deliveredAt ?? d.created)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <div className={styles.log}>
      <h3 className={styles.logTitle}>{apiSettingsMessages.deliveries}</h3>
      {body}
    </div>
  );
}

/* ---------------------------------------------------------------------- the whole tab */

export interface ApiSettingsProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The user's keys (undefined while loading). */
  keys: ApiKey[] | undefined;
  isLoading?: boolean;
  /** Message of a failed load. */
  error?: string | null;
  onRetry?: () => void;
  onCreate: CreateApiKeyDialogProps['onCreate'];
  onRevoke: (id: string) => Promise<unknown>;
  copy: (text: string) => Promise<unknown>;
  onCopyError?: (error: unknown) => void;
  /** The key whose webhook panel is open, and its data. */
  selectedKeyId?: string | null;
  onSelectKey?: (id: string | null) => void;
  webhook?: ApiWebhook | null;
  deliveries?: ApiWebhookDelivery[];
  onSaveWebhook?: (id: string, body: ApiWebhookBody) => Promise<unknown>;
  onRemoveWebhook?: (id: string) => Promise<unknown>;
  onSendTestEvent?: (id: string) => Promise<unknown>;
  /** Where the API reference is. @default '/api/docs' */
  docsUrl?: string;
  /** Heading level of the tab's title. @default 2 */
  headingLevel?: 1 | 2;
  /**
   * The user's plan has no API access: this sentence is shown instead of 'Create API Key',
   * with a link to the plans. Existing keys stay listed (the server refuses them).
   */
  planRefusal?: { message: string; plansHref: string } | null;
}

/** Settings → API: keys, the create dialog with the one-time secret, and a key's webhook. */
export function ApiSettings({
  keys,
  isLoading = false,
  error = null,
  onRetry,
  onCreate,
  onRevoke,
  copy,
  onCopyError,
  selectedKeyId = null,
  onSelectKey,
  webhook,
  deliveries,
  onSaveWebhook,
  onRemoveWebhook,
  onSendTestEvent,
  docsUrl = '/api/docs',
  headingLevel = 2,
  planRefusal = null,
  className,
  ...props
}: ApiSettingsProps) {
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const selected = keys?.find((k) => k.id === selectedKeyId && !k.revoked) ?? null;

  let body: ReactNode;
  if (error) {
    body = (
      <AsyncState
        status="error"
        error={apiSettingsMessages.loadFailed}
        errorDetail={error}
        errorHeadingLevel={3}
        onRetry={onRetry}
        retryLabel={apiSettingsMessages.retry}
      />
    );
  } else if (isLoading || !keys) {
    body = (
      <ul className={styles.list} aria-label="Loading API keys" aria-busy="true">
        {[0, 1].map((i) => (
          <li key={i}>
            <Skeleton shape="rect" height="9rem" />
          </li>
        ))}
      </ul>
    );
  } else if (!keys.length) {
    // 'Create a key…' would contradict the plan's refusal above it.
    body = planRefusal ? null : (
      <EmptyState
        headingLevel={3}
        icon="lock"
        title={apiSettingsMessages.empty}
        description={apiSettingsMessages.emptyText}
      />
    );
  } else {
    body = (
      <ApiKeysList
        keys={keys}
        selectedKeyId={selected?.id ?? null}
        onSelect={onSelectKey ? (id) => onSelectKey(id === selected?.id ? null : id) : undefined}
        onRevoke={setRevoking}
      />
    );
  }

  return (
    <section
      {...props}
      aria-labelledby="api-settings-title"
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <div className={styles.header}>
        <div>
          <Heading id="api-settings-title" className={styles.title}>
            {apiSettingsMessages.title}
          </Heading>
          <p className={styles.subtitle}>{apiSettingsMessages.subtitle}</p>
        </div>
        <div className={styles.actions}>
          <Link href={docsUrl} target="_blank" rel="noopener">
            {apiSettingsMessages.reference}
          </Link>
          {error || planRefusal ? null : (
            <Button variant="primary" onPress={() => setCreating(true)}>
              {apiSettingsMessages.create}
            </Button>
          )}
        </div>
      </div>
      {planRefusal ? (
        <div className={styles.planRefusal} role="note" aria-label={apiSettingsMessages.notInPlan}>
          <p>{planRefusal.message}</p>
          <Link href={planRefusal.plansHref}>{apiSettingsMessages.seePlans}</Link>
        </div>
      ) : null}
      {body}
      {selected && onSaveWebhook && onRemoveWebhook && onSendTestEvent ? (
        <ApiWebhookPanel
          key={selected.id}
          apiKey={selected}
          webhook={webhook}
          deliveries={deliveries}
          onSave={(b) => onSaveWebhook(selected.id, b)}
          onRemove={() => onRemoveWebhook(selected.id)}
          onSendTestEvent={() => onSendTestEvent(selected.id)}
        />
      ) : null}
      <CreateApiKeyDialog
        isOpen={creating}
        onOpenChange={setCreating}
        onCreate={onCreate}
        copy={copy}
        {...(onCopyError ? { onCopyError } : {})}
      />
      <AlertDialog
        isOpen={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
        title={apiSettingsMessages.revokeTitle}
        description={
          revoking
            ? `${revoking.name}: ${apiSettingsMessages.revokeText}`
            : apiSettingsMessages.revokeText
        }
        confirmLabel="Revoke"
        onConfirm={() => (revoking ? onRevoke(revoking.id) : undefined)}
      />
    </section>
  );
}
