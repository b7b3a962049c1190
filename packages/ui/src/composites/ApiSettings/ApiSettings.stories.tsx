import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { apiKeysScenario, makeApiKey, makeApiWebhookDelivery } from '@hds/api-client/msw';
import {
  apiKeysNotInPlan,
  type ApiKey,
  type ApiKeyCreateBody,
  type ApiKeyCreated,
  type ApiWebhook,
  type ApiWebhookBody,
  type ApiWebhookDelivery,
} from '@hds/api-client/contract';
import { expectFits } from '../../testing/layout.ts';
import { tabTo } from '../../testing/keyboard.ts';
import { ApiSettings, apiSettingsMessages, type ApiSettingsProps } from './ApiSettings.tsx';

const SECRET = 'hds_9fQ2kLm4Xw7Rt1Zp8Vb3Nc6Hd0Js5Ga';
const scenario = apiKeysScenario();
const sampleDeliveries: ApiWebhookDelivery[] = [
  makeApiWebhookDelivery({ id: 'akd-3', event: 'webhook.test', created: '2026-11-26T08:30:00Z' }),
  makeApiWebhookDelivery({
    id: 'akd-2',
    event: 'job.failed',
    status: 'failed',
    attempts: 5,
    lastStatusCode: 500,
    lastError: 'HTTP 500',
    deliveredAt: null,
  }),
  makeApiWebhookDelivery({ id: 'akd-1' }),
];

function clearStaleAnnouncements() {
  document.querySelectorAll('[data-live-announcer] [aria-labelledby]').forEach((node) => {
    const ids = node.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
    if (ids.some((id) => !document.getElementById(id))) node.remove();
  });
}

/** Keeps keys, the selected key, its webhook and deliveries in state like the studio's queries. */
function Stateful(props: ApiSettingsProps) {
  const [keys, setKeys] = useState<ApiKey[] | undefined>(props.keys);
  const [selected, setSelected] = useState<string | null>(props.selectedKeyId ?? null);
  const [webhooks, setWebhooks] = useState<Record<string, ApiWebhook | null>>({
    ...scenario.webhooks,
  });
  const [deliveries, setDeliveries] = useState<Record<string, ApiWebhookDelivery[]>>({
    'key-0001': sampleDeliveries,
  });
  return (
    <ApiSettings
      {...props}
      keys={keys}
      selectedKeyId={selected}
      onSelectKey={(id) => {
        props.onSelectKey?.(id);
        setSelected(id);
      }}
      webhook={selected ? (webhooks[selected] ?? null) : undefined}
      deliveries={selected ? (deliveries[selected] ?? []) : undefined}
      onCreate={async (body) => {
        const created = await props.onCreate(body);
        setKeys((list) => [created, ...(list ?? [])]);
        return created;
      }}
      onRevoke={async (id) => {
        await props.onRevoke(id);
        setKeys((list) =>
          list?.map((k) => (k.id === id ? { ...k, revoked: '2026-11-26T09:00:00Z' } : k)),
        );
      }}
      onSaveWebhook={async (id, body) => {
        await props.onSaveWebhook?.(id, body);
        setWebhooks((w) => ({
          ...w,
          [id]: {
            url: body.url,
            events: [...(body.events ?? [])],
            secret: 'whsec_new',
            created: '2026-11-26T09:00:00Z',
            updated: '2026-11-26T09:00:00Z',
          } as ApiWebhook,
        }));
      }}
      onRemoveWebhook={async (id) => {
        await props.onRemoveWebhook?.(id);
        setWebhooks((w) => ({ ...w, [id]: null }));
      }}
      onSendTestEvent={async (id) => {
        await props.onSendTestEvent?.(id);
        setDeliveries((d) => ({
          ...d,
          [id]: [
            makeApiWebhookDelivery({
              id: 'akd-new',
              event: 'webhook.test',
              status: 'pending',
              attempts: 0,
              lastStatusCode: null,
              deliveredAt: null,
              created: '2026-11-26T09:01:00Z',
              log: [],
            }),
            ...(d[id] ?? []),
          ],
        }));
      }}
    />
  );
}

const meta = {
  title: 'Composites/ApiSettings',
  component: ApiSettings,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  render: (args) => <Stateful {...args} />,
  args: {
    keys: scenario.keys,
    copy: fn(async () => undefined),
    onCreate: fn(async (body: ApiKeyCreateBody): Promise<ApiKeyCreated> => ({
      ...makeApiKey({
        id: 'key-new',
        name: body.name,
        prefix: SECRET.slice(0, 12),
        scopes: [...body.scopes],
        rateLimitPerMinute: body.rateLimitPerMinute ?? 60,
        monthlyQuota: null,
        usedThisMonth: 0,
        lastUsed: null,
        webhook: null,
      }),
      secret: SECRET,
    })),
    onRevoke: fn(async () => undefined),
    onSelectKey: fn(),
    onSaveWebhook: fn(async (_id: string, _body: ApiWebhookBody) => undefined),
    onRemoveWebhook: fn(async () => undefined),
    onSendTestEvent: fn(async () => undefined),
    onRetry: fn(),
  },
} satisfies Meta<typeof ApiSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keys with their prefix, scopes and limits; a revoked key has no actions. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const crm = canvas.getByRole('article', { name: 'CRM integration' });
    await expect(within(crm).getByText('hds_7Qk2mX9a…')).toBeVisible();
    await expect(within(crm).getByText(/60 requests a minute, 1,284 of 10,000/)).toBeVisible();
    const old = canvas.getByRole('article', { name: 'Old staging script' });
    await expect(within(old).getByText('Revoked', { selector: '[data-variant]' })).toBeVisible();
    await expect(within(old).queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('link', { name: apiSettingsMessages.reference })).toHaveAttribute(
      'href',
      '/api/docs',
    );
  },
};

/** Create by keyboard: the secret is shown once, Copy copies it, Done lists the new key. */
export const CreateKey: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await tabTo(canvas.getByRole('button', { name: apiSettingsMessages.create }));
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'New API key' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.paste('Listing sync');
    // Add the share scope with the keyboard.
    await tabTo(within(dialog).getByRole('checkbox', { name: /share/ }));
    await userEvent.keyboard(' ');
    await tabTo(within(dialog).getByRole('button', { name: 'Create Key' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onCreate).toHaveBeenCalledWith({
        name: 'Listing sync',
        scopes: ['read', 'edit', 'share'],
        rateLimitPerMinute: 60,
      }),
    );
    const secret = await body.findByRole('dialog', { name: apiSettingsMessages.secretTitle });
    await waitFor(() => expect(within(secret).getByText(SECRET)).toBeVisible(), {
      timeout: 5000,
    });
    // Focus starts on Copy key (the secret is shown once).
    await waitFor(() =>
      expect(within(secret).getByRole('button', { name: 'Copy key' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.copy).toHaveBeenCalledWith(SECRET);
    await expect(await within(secret).findByRole('button', { name: 'Copied' })).toHaveFocus();
    await userEvent.click(within(secret).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await expect(canvas.getByRole('article', { name: 'Listing sync' })).toBeVisible();
    // The secret is gone for good: the list shows only the prefix.
    await expect(canvas.queryByText(SECRET)).toBeNull();
  },
};

/** The form says what is missing; the server's refusal shows in the dialog. */
export const CreateValidation: Story = {
  args: {
    onCreate: fn(async (_body: ApiKeyCreateBody): Promise<ApiKeyCreated> => {
      throw new Error('rateLimitPerMinute must be between 1 and 600');
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: apiSettingsMessages.create }));
    const dialog = await body.findByRole('dialog', { name: 'New API key' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /read/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /edit/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Key' }));
    await expect(await within(dialog).findByText(apiSettingsMessages.nameRequired)).toBeVisible();
    await expect(within(dialog).getByText(apiSettingsMessages.scopesRequired)).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Bot');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /read/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Key' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'rateLimitPerMinute must be between 1 and 600',
    );
  },
};

/** Revoke asks first; confirming marks the key revoked and removes its actions. */
export const RevokeKey: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const card = canvas.getByRole('article', { name: 'Reporting (read only)' });
    await tabTo(within(card).getByRole('button', { name: 'Revoke Reporting (read only)' }));
    await userEvent.keyboard('{Enter}');
    const confirm = await body.findByRole('alertdialog', { name: apiSettingsMessages.revokeTitle });
    await waitFor(() =>
      expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onRevoke).toHaveBeenCalledWith('key-0002'));
    await expect(
      await within(card).findByText('Revoked', { selector: '[data-variant]' }),
    ).toBeVisible();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull(), { timeout: 5000 });
    clearStaleAnnouncements();
  },
};

/** A key's webhook: the delivery log, and "Send test event" adds a pending delivery. */
export const WebhookLog: Story = {
  args: { selectedKeyId: 'key-0001' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('region', { name: 'Webhook of CRM integration' });
    await expect(within(panel).getByRole('textbox', { name: 'Endpoint URL' })).toHaveValue(
      'https://hooks.agency.example/hds',
    );
    const log = within(panel).getByRole('table', { name: apiSettingsMessages.deliveries });
    await expect(within(log).getAllByRole('row')).toHaveLength(4);
    await expect(within(log).getByText('500')).toBeVisible();
    await tabTo(within(panel).getByRole('button', { name: apiSettingsMessages.testEvent }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSendTestEvent).toHaveBeenCalledWith('key-0001'));
    await expect(await within(panel).findByText('Test event queued')).toBeVisible();
    await waitFor(() => expect(within(log).getAllByRole('row')).toHaveLength(5));
    await expect(within(log).getByText('pending')).toBeVisible();
  },
};

/** A key without a webhook: set one (an http URL is refused in the form first). */
export const SetWebhook: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Webhook of Reporting (read only)' }));
    await expect(args.onSelectKey).toHaveBeenCalledWith('key-0002');
    const panel = await canvas.findByRole('region', { name: 'Webhook of Reporting (read only)' });
    // No endpoint yet: no delivery log and no test button.
    await expect(
      within(panel).queryByRole('button', { name: apiSettingsMessages.testEvent }),
    ).toBeNull();
    const url = within(panel).getByRole('textbox', { name: 'Endpoint URL' });
    await userEvent.type(url, 'http://hooks.example/x');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save Webhook' }));
    await expect(
      await within(panel).findByText(apiSettingsMessages.webhookUrlRequired),
    ).toBeVisible();
    await userEvent.clear(url);
    await userEvent.type(url, 'https://hooks.example/x');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save Webhook' }));
    await waitFor(() =>
      expect(args.onSaveWebhook).toHaveBeenCalledWith('key-0002', {
        url: 'https://hooks.example/x',
        events: ['job.succeeded', 'job.failed', 'lead.created'],
      }),
    );
    await expect(await within(panel).findByText(apiSettingsMessages.webhookSaved)).toBeVisible();
    await expect(
      within(panel).getByRole('button', { name: apiSettingsMessages.testEvent }),
    ).toBeVisible();
    await expect(within(panel).getByText(apiSettingsMessages.noDeliveries)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { keys: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: apiSettingsMessages.empty })).toBeVisible();
    await expect(canvas.getByRole('button', { name: apiSettingsMessages.create })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { keys: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('list', { name: 'Loading API keys' }),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { keys: undefined, error: 'The database is not answering. Please try again later.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: apiSettingsMessages.loadFailed }),
    ).toBeVisible();
    await tabTo(canvas.getByRole('button', { name: apiSettingsMessages.retry }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A plan without API access: the server's sentence up front, no Create, a way to the plans. */
export const NotInPlan: Story = {
  args: {
    keys: [],
    planRefusal: { message: apiKeysNotInPlan('Free'), plansHref: '/app/plans' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const note = canvas.getByRole('note', { name: apiSettingsMessages.notInPlan });
    await expect(note).toHaveTextContent(/^API keys are not part of the Free plan\./);
    await expect(canvas.queryByRole('button', { name: apiSettingsMessages.create })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: apiSettingsMessages.empty })).toBeNull();
    await tabTo(within(note).getByRole('link', { name: apiSettingsMessages.seePlans }));
    await expect(within(note).getByRole('link', { name: 'See Plans' })).toHaveAttribute(
      'href',
      '/app/plans',
    );
  },
};

/** On a phone, the refusal wraps inside the screen. */
export const NotInPlanNarrow: Story = {
  ...NotInPlan,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectFits(within(canvasElement).getByRole('region', { name: 'API' }));
  },
};

/** A phone: cards, long names and the delivery log stay inside the screen. */
export const NarrowViewport: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    selectedKeyId: 'key-0001',
    keys: [
      makeApiKey({
        name: 'An integration with an exceptionally long name for its API key in settings',
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectFits(canvas.getByRole('region', { name: 'API' }));
  },
};
