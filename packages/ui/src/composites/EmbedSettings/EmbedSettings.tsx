import { useState, type FormEvent, type HTMLAttributes, type ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import {
  DEFAULT_LEAD_SUCCESS,
  DEFAULT_LEAD_TITLE,
  EMBED_ORIGIN_INVALID,
  LEAD_FORM_MODES,
  normaliseOrigin,
  type Embed,
  type EmbedCreateBody,
} from '@hds/api-client/contract';
import { AlertDialog } from '../../primitives/AlertDialog/AlertDialog.tsx';
import { Badge } from '../../primitives/Badge/Badge.tsx';
import { BeforeAfterSlider } from '../BeforeAfterSlider/BeforeAfterSlider.tsx';
import { AsyncState } from '../../primitives/AsyncState/AsyncState.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { Dialog } from '../../primitives/Dialog/Dialog.tsx';
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx';
import { LeadForm } from '../LeadForm/LeadForm.tsx';
import { Radio, RadioGroup } from '../../primitives/RadioGroup/RadioGroup.tsx';
import { Select, SelectItem } from '../../primitives/Select/Select.tsx';
import { Skeleton } from '../../primitives/Skeleton/Skeleton.tsx';
import { Switch } from '../../primitives/Switch/Switch.tsx';
import { TextField } from '../../primitives/TextField/TextField.tsx';
import { useCopyFeedback } from '../../hooks/useCopyFeedback.ts';
import * as styles from './EmbedSettings.css.ts';

export const embedSettingsMessages = {
  title: 'Embeds',
  subtitle:
    'Put your lead form or a before/after slider on your own website. Only the origins you list can use an embed.',
  create: 'New embed',
  empty: 'No embeds yet',
  emptyText: 'Create an embed, then paste its snippet into your website.',
  loadFailed: 'Failed to load embeds',
  retry: 'Try Again',
  revokeTitle: 'Revoke this embed?',
  revokeText:
    'Its snippet stops working at once on every website, and it cannot be turned back on. Its leads stay in your inbox.',
  deleteTitle: 'Delete this embed?',
  deleteText: 'The embed and its webhook log are deleted. Its leads stay in your inbox.',
  secretTitle: 'Webhook secret',
  secretText:
    'Keep this secret to verify the X-HDS-Signature header of each webhook call. It is shown only once.',
  nameRequired: 'Embed name is required',
  originsRequired: 'Add at least one origin',
  versionsRequired: 'Choose a before and an after version',
  versionsDiffer: 'Choose two different versions',
  boardRequired: 'Choose a board',
} as const;

/** A version the user owns that a before/after widget can show. */
export interface EmbedVersionChoice {
  id: string;
  /** e.g. "Kitchen · v3 (Scandinavian)" */
  label: string;
  /** A picture of it for the preview. */
  url?: string | null;
}
/** A board of the user's: the widget shows its first two versions. */
export interface EmbedBoardChoice {
  id: string;
  name: string;
  /** Its first two versions' pictures, for the preview. */
  previewUrls?: [string, string] | null;
}

export interface EmbedSettingsProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The owner's embeds; undefined while loading. */
  embeds?: Embed[];
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  versions?: EmbedVersionChoice[];
  boards?: EmbedBoardChoice[];
  /** POST /embeds/; rejects with the server's message (shown in the form). */
  onCreate: (body: EmbedCreateBody) => Promise<Embed>;
  onUpdate: (id: string, body: EmbedCreateBody) => Promise<Embed>;
  onRevoke: (id: string) => Promise<unknown>;
  onDelete: (id: string) => Promise<unknown>;
  /** Where the script is served: the snippet's `{origin}/embed/v1.js`. */
  origin: string;
  /** Writes to the clipboard (the app passes `navigator.clipboard.writeText`). */
  copy: (text: string) => Promise<unknown>;
  onCopyError?: (error: unknown) => void;
}

/** The copy-paste snippet of an embed. */
export function embedSnippet(embed: Pick<Embed, 'key' | 'widget'>, origin: string): string {
  const tag = embed.widget.type === 'lead_form' ? 'hds-lead-form' : 'hds-before-after';
  return `<script src="${origin}/embed/v1.js" async></script>\n<${tag} embed="${embed.key}"></${tag}>`;
}

/** Checks the origins field (one per line) as the server does; returns them normalised. */
export function parseOrigins(text: string): { origins: string[]; error: string | null } {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  if (lines.length === 0) return { origins: [], error: embedSettingsMessages.originsRequired };
  const origins: string[] = [];
  for (const line of lines) {
    const o = normaliseOrigin(line);
    if (!o) return { origins: [], error: `${line}: ${EMBED_ORIGIN_INVALID}` };
    if (!origins.includes(o)) origins.push(o);
  }
  return { origins, error: null };
}

const widgetLabel = (embed: Embed) =>
  embed.widget.type === 'lead_form' ? `Lead form (${embed.widget.mode})` : 'Before/after';

/**
 * The owner's embeds (issue #21): each with its widget, public key, allowed origins, a
 * copy-paste snippet, a live preview (the design system's own LeadForm / BeforeAfterSlider
 * with the embed's settings), Edit, Revoke (confirmed) and Delete; a form to create or edit
 * one, and the webhook secret shown once after creating. Data and callbacks come in as props.
 */
export function EmbedSettings({
  embeds,
  isLoading = false,
  error = null,
  onRetry,
  versions = [],
  boards = [],
  onCreate,
  onUpdate,
  onRevoke,
  onDelete,
  origin,
  copy,
  onCopyError,
  className,
  ...props
}: EmbedSettingsProps) {
  const [editing, setEditing] = useState<Embed | 'new' | null>(null);
  const [secret, setSecret] = useState<Embed | null>(null);
  const [confirm, setConfirm] = useState<{ kind: 'revoke' | 'delete'; embed: Embed } | null>(null);
  const copier = useCopyFeedback({ copy, onError: onCopyError });

  let body: ReactNode;
  if (error) {
    body = (
      <AsyncState
        status="error"
        error={embedSettingsMessages.loadFailed}
        errorDetail={error}
        errorHeadingLevel={2}
        onRetry={onRetry}
        retryLabel={embedSettingsMessages.retry}
      />
    );
  } else if (isLoading || !embeds) {
    body = (
      <ul className={styles.list} aria-label="Loading embeds" aria-busy="true">
        {[0, 1].map((i) => (
          <li key={i}>
            <Skeleton shape="rect" height="10rem" />
          </li>
        ))}
      </ul>
    );
  } else if (embeds.length === 0) {
    body = (
      <EmptyState
        headingLevel={2}
        icon="globe"
        title={embedSettingsMessages.empty}
        description={embedSettingsMessages.emptyText}
        action={
          <Button variant="primary" onPress={() => setEditing('new')}>
            {embedSettingsMessages.create}
          </Button>
        }
      />
    );
  } else {
    body = (
      <ul className={styles.list}>
        {embeds.map((embed) => (
          <li key={embed.id}>
            <EmbedCard
              embed={embed}
              origin={origin}
              versions={versions}
              boards={boards}
              copied={copier.isCopied(embed.id)}
              onCopy={() => copier.copy(embedSnippet(embed, origin), embed.id)}
              onEdit={() => setEditing(embed)}
              onRevoke={() => setConfirm({ kind: 'revoke', embed })}
              onDelete={() => setConfirm({ kind: 'delete', embed })}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section
      {...props}
      aria-labelledby="embed-settings-title"
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <div className={styles.header}>
        <div>
          <h1 id="embed-settings-title" className={styles.title}>
            {embedSettingsMessages.title}
          </h1>
          <p className={styles.subtitle}>{embedSettingsMessages.subtitle}</p>
        </div>
        {embeds && embeds.length > 0 && !error ? (
          <Button variant="primary" onPress={() => setEditing('new')}>
            {embedSettingsMessages.create}
          </Button>
        ) : null}
      </div>
      {body}
      <Dialog
        isOpen={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        title={editing === 'new' || editing === null ? 'New embed' : `Edit ${editing.name}`}
        size="lg"
      >
        {(close) =>
          editing ? (
            <EmbedForm
              embed={editing === 'new' ? null : editing}
              versions={versions}
              boards={boards}
              onCancel={close}
              onSubmit={async (body) => {
                if (editing === 'new') {
                  const created = await onCreate(body);
                  close();
                  setSecret(created);
                } else {
                  await onUpdate(editing.id, body);
                  close();
                }
              }}
            />
          ) : null
        }
      </Dialog>
      <Dialog
        isOpen={secret !== null}
        onOpenChange={(open) => {
          if (!open) setSecret(null);
        }}
        title={embedSettingsMessages.secretTitle}
        description={embedSettingsMessages.secretText}
        size="md"
        footer={(close) => (
          <>
            <Button
              variant="secondary"
              onPress={() => secret && copier.copy(secret.webhookSecret, 'secret')}
            >
              {copier.isCopied('secret') ? 'Copied' : 'Copy secret'}
            </Button>
            <Button variant="primary" onPress={close}>
              Done
            </Button>
          </>
        )}
      >
        {secret ? (
          <p className={styles.snippet}>
            <code>{secret.webhookSecret}</code>
          </p>
        ) : null}
      </Dialog>
      <AlertDialog
        isOpen={confirm !== null}
        onOpenChange={(open) => {
          if (!open) setConfirm(null);
        }}
        title={
          confirm?.kind === 'revoke'
            ? embedSettingsMessages.revokeTitle
            : embedSettingsMessages.deleteTitle
        }
        description={
          confirm?.kind === 'revoke'
            ? embedSettingsMessages.revokeText
            : embedSettingsMessages.deleteText
        }
        confirmLabel={confirm?.kind === 'revoke' ? 'Revoke' : 'Delete'}
        onConfirm={() =>
          confirm
            ? confirm.kind === 'revoke'
              ? onRevoke(confirm.embed.id)
              : onDelete(confirm.embed.id)
            : undefined
        }
      />
    </section>
  );
}

function EmbedCard({
  embed,
  origin,
  versions,
  boards,
  copied,
  onCopy,
  onEdit,
  onRevoke,
  onDelete,
}: {
  embed: Embed;
  origin: string;
  versions: EmbedVersionChoice[];
  boards: EmbedBoardChoice[];
  copied: boolean;
  onCopy: () => void;
  onEdit: () => void;
  onRevoke: () => void;
  onDelete: () => void;
}) {
  const [showPreview, setShowPreview] = useState(false);
  const titleId = `embed-${embed.id}-title`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardHead}>
        <h2 id={titleId} className={styles.cardTitle}>
          {embed.name}
        </h2>
        <Badge size="sm" variant="accent">
          {widgetLabel(embed)}
        </Badge>
        {embed.revoked ? (
          <Badge size="sm" variant="danger">
            Revoked
          </Badge>
        ) : null}
      </div>
      <dl className={styles.meta}>
        <dt className={styles.term}>Key</dt>
        <dd className={styles.value}>
          <code className={styles.code}>{embed.key}</code>
        </dd>
        <dt className={styles.term}>Allowed origins</dt>
        <dd className={styles.value}>{embed.allowedOrigins.join(', ')}</dd>
        <dt className={styles.term}>Webhook</dt>
        <dd className={styles.value}>{embed.webhookUrl ?? 'None'}</dd>
        <dt className={styles.term}>Leads</dt>
        <dd className={styles.value}>{embed.lead_count}</dd>
      </dl>
      {embed.revoked ? (
        <p className={styles.muted}>This embed was revoked; its snippet no longer works.</p>
      ) : (
        <>
          <figure className={styles.figure} aria-label={`Snippet for ${embed.name}`}>
            <pre className={styles.snippet}>
              <code>{embedSnippet(embed, origin)}</code>
            </pre>
          </figure>
          <div className={styles.actions}>
            <Button size="sm" variant="primary" onPress={onCopy}>
              {copied ? 'Copied' : 'Copy snippet'}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              aria-expanded={showPreview}
              onPress={() => setShowPreview((v) => !v)}
            >
              {showPreview ? 'Hide preview' : 'Preview'}
            </Button>
            <Button size="sm" variant="secondary" onPress={onEdit}>
              Edit
            </Button>
            <Button size="sm" variant="danger" onPress={onRevoke}>
              Revoke
            </Button>
            <Button size="sm" variant="quiet" onPress={onDelete}>
              Delete
            </Button>
          </div>
        </>
      )}
      {embed.revoked ? (
        <div className={styles.actions}>
          <Button size="sm" variant="quiet" onPress={onDelete}>
            Delete
          </Button>
        </div>
      ) : null}
      {showPreview && !embed.revoked ? (
        <div className={styles.preview} role="group" aria-label={`Preview of ${embed.name}`}>
          <EmbedPreview embed={embed} versions={versions} boards={boards} />
        </div>
      ) : null}
    </article>
  );
}

/** The widget as the partner's visitors see it, drawn with the design system's components. */
export function EmbedPreview({
  embed,
  versions = [],
  boards = [],
}: {
  embed: Pick<Embed, 'widget' | 'name'>;
  versions?: EmbedVersionChoice[];
  boards?: EmbedBoardChoice[];
}) {
  const w = embed.widget;
  if (w.type === 'lead_form') {
    return (
      <LeadForm
        variant={w.mode}
        title={w.title}
        successMessage={w.successMessage}
        incentive={w.incentive}
        requireProjectStep={w.showProjectStep}
        // A preview sends nothing: it shows the success screen as a visitor would.
        submitLead={() => Promise.resolve()}
      />
    );
  }
  const urls = w.boardId
    ? (boards.find((b) => b.id === w.boardId)?.previewUrls ?? null)
    : (() => {
        const [a, b] = (w.versionIds ?? []).map((id) => versions.find((v) => v.id === id)?.url);
        return a && b ? ([a, b] as [string, string]) : null;
      })();
  if (!urls) return <p className={styles.muted}>No pictures to preview for these versions.</p>;
  return (
    <BeforeAfterSlider
      before={{ src: urls[0], alt: `Before: ${embed.name}` }}
      after={{ src: urls[1], alt: `After: ${embed.name}` }}
      aspectRatio="16 / 10"
    />
  );
}

type WidgetKind = 'lead_form' | 'before_after';

function EmbedForm({
  embed,
  versions,
  boards,
  onSubmit,
  onCancel,
}: {
  embed: Embed | null;
  versions: EmbedVersionChoice[];
  boards: EmbedBoardChoice[];
  onSubmit: (body: EmbedCreateBody) => Promise<void>;
  onCancel: () => void;
}) {
  const w = embed?.widget;
  const lf = w?.type === 'lead_form' ? w : null;
  const ba = w?.type === 'before_after' ? w : null;
  const [name, setName] = useState(embed?.name ?? '');
  const [originsText, setOriginsText] = useState(embed?.allowedOrigins.join('\n') ?? '');
  const [kind, setKind] = useState<WidgetKind>(w?.type ?? 'lead_form');
  const [mode, setMode] = useState<string>(lf?.mode ?? 'inline');
  const [title, setTitle] = useState(lf?.title ?? DEFAULT_LEAD_TITLE);
  const [successMessage, setSuccessMessage] = useState(lf?.successMessage ?? DEFAULT_LEAD_SUCCESS);
  const [incentive, setIncentive] = useState(lf?.incentive ?? '');
  const [showProjectStep, setShowProjectStep] = useState(lf?.showProjectStep ?? false);
  const [source, setSource] = useState<'versions' | 'board'>(ba?.boardId ? 'board' : 'versions');
  const [before, setBefore] = useState<string | null>(ba?.versionIds?.[0] ?? null);
  const [after, setAfter] = useState<string | null>(ba?.versionIds?.[1] ?? null);
  const [board, setBoard] = useState<string | null>(ba?.boardId ?? null);
  const [webhookUrl, setWebhookUrl] = useState(embed?.webhookUrl ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!name.trim()) next.name = embedSettingsMessages.nameRequired;
    const origins = parseOrigins(originsText);
    if (origins.error) next.origins = origins.error;
    if (kind === 'before_after') {
      if (source === 'versions') {
        if (!before || !after) next.versions = embedSettingsMessages.versionsRequired;
        else if (before === after) next.versions = embedSettingsMessages.versionsDiffer;
      } else if (!board) next.board = embedSettingsMessages.boardRequired;
    }
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const body: EmbedCreateBody = {
      name: name.trim(),
      allowedOrigins: origins.origins,
      widget:
        kind === 'lead_form'
          ? {
              type: 'lead_form',
              mode: mode as (typeof LEAD_FORM_MODES)[number],
              title,
              successMessage,
              incentive: incentive.trim() || null,
              showProjectStep,
            }
          : source === 'versions'
            ? { type: 'before_after', versionIds: [before!, after!] }
            : { type: 'before_after', boardId: board! },
      webhookUrl: webhookUrl.trim() || null,
    };
    setPending(true);
    setFailure(null);
    try {
      await onSubmit(body);
    } catch (err) {
      setFailure(err instanceof Error && err.message ? err.message : 'Failed to save the embed');
    } finally {
      setPending(false);
    }
  };

  const versionSelect = (label: string, value: string | null, set: (v: string) => void) => (
    <Select
      label={label}
      placeholder="Choose a version…"
      items={versions}
      selectedKey={value}
      isInvalid={errors.versions !== undefined}
      errorMessage={errors.versions}
      validationBehavior="aria"
      onSelectionChange={(k: Key | null) => k !== null && set(String(k))}
    >
      {(v) => <SelectItem id={v.id}>{v.label}</SelectItem>}
    </Select>
  );

  return (
    <form className={styles.form} noValidate onSubmit={(e) => void submit(e)}>
      {failure ? (
        <p className={styles.formError} role="alert">
          {failure}
        </p>
      ) : null}
      <TextField
        label="Name"
        isRequired
        validationBehavior="aria"
        value={name}
        onChange={setName}
        isInvalid={errors.name !== undefined}
        errorMessage={errors.name}
      />
      <TextField
        label="Allowed origins"
        description="One per line, exactly as the browser sends it: https://www.example.com (no path, no wildcard)."
        multiline
        rows={3}
        isRequired
        validationBehavior="aria"
        value={originsText}
        onChange={setOriginsText}
        isInvalid={errors.origins !== undefined}
        errorMessage={errors.origins}
      />
      <RadioGroup
        label="Widget"
        value={kind}
        onChange={(v) => setKind(v as WidgetKind)}
        orientation="horizontal"
      >
        <Radio value="lead_form">Lead form</Radio>
        <Radio value="before_after">Before/after slider</Radio>
      </RadioGroup>
      {kind === 'lead_form' ? (
        <div className={styles.twoCols}>
          <Select
            label="Mode"
            selectedKey={mode}
            onSelectionChange={(k: Key | null) => k !== null && setMode(String(k))}
            items={LEAD_FORM_MODES.map((m) => ({ id: m, name: m[0]!.toUpperCase() + m.slice(1) }))}
          >
            {(m) => <SelectItem id={m.id}>{m.name}</SelectItem>}
          </Select>
          <TextField label="Title" value={title} onChange={setTitle} />
          <TextField label="Success message" value={successMessage} onChange={setSuccessMessage} />
          <TextField
            label="Incentive"
            description="Optional, e.g. 10% off the first consultation."
            value={incentive}
            onChange={setIncentive}
          />
          <Switch isSelected={showProjectStep} onChange={setShowProjectStep}>
            Ask about the project (3 steps)
          </Switch>
        </div>
      ) : (
        <>
          <RadioGroup
            label="Pictures"
            value={source}
            onChange={(v) => setSource(v as 'versions' | 'board')}
            orientation="horizontal"
          >
            <Radio value="versions">Two versions</Radio>
            <Radio value="board">A board (its first two versions)</Radio>
          </RadioGroup>
          {source === 'versions' ? (
            <div className={styles.twoCols}>
              {versionSelect('Before', before, setBefore)}
              {versionSelect('After', after, setAfter)}
            </div>
          ) : (
            <Select
              label="Board"
              placeholder="Choose a board…"
              items={boards}
              selectedKey={board}
              isInvalid={errors.board !== undefined}
              errorMessage={errors.board}
              validationBehavior="aria"
              onSelectionChange={(k: Key | null) => k !== null && setBoard(String(k))}
            >
              {(b) => <SelectItem id={b.id}>{b.name}</SelectItem>}
            </Select>
          )}
        </>
      )}
      <TextField
        label="Webhook URL"
        description="Optional: each new lead is POSTed here, signed with HMAC-SHA256."
        type="url"
        value={webhookUrl}
        onChange={setWebhookUrl}
      />
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onCancel} isDisabled={pending}>
          Cancel
        </Button>
        {/* Not isPending: the dialog closes on success and react-aria would leave an
            announcement pointing at a button that is gone. */}
        <Button variant="primary" type="submit" isDisabled={pending}>
          {pending ? 'Saving...' : embed ? 'Save changes' : 'Create embed'}
        </Button>
      </div>
    </form>
  );
}
