import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { makeEmbed, sampleEmbeds } from '@hds/api-client/msw';
import {
  EMBED_ORIGIN_INVALID,
  normaliseOrigin,
  type Embed,
  type EmbedCreateBody,
} from '@hds/api-client/contract';
import { expectFits } from '../../testing/layout.ts';
import { tabTo } from '../../testing/keyboard.ts';
import {
  EmbedSettings,
  embedSettingsMessages,
  embedSnippet,
  type EmbedSettingsProps,
} from './EmbedSettings.tsx';

const versions = [
  {
    id: 'ver-0001',
    label: 'Living room · Original',
    url: '/samples/living_room/empty_daylight.jpg',
  },
  {
    id: 'ver-0002',
    label: 'Living room · Bohemian',
    url: '/samples/living_room/furnished_bohemian_daylight.jpg',
  },
];
const boards = [
  {
    id: 'brd-0001',
    name: 'Living room (all of Living room)',
    previewUrls: [versions[0]!.url, versions[1]!.url] as [string, string],
  },
];

function clearStaleAnnouncements() {
  document.querySelectorAll('[data-live-announcer] [aria-labelledby]').forEach((node) => {
    const ids = node.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
    if (ids.some((id) => !document.getElementById(id))) node.remove();
  });
}

/** Types by pasting: a keystroke per character is slow on a loaded test machine. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** Keeps the embeds in state like the studio page's queries do. */
function Stateful(props: EmbedSettingsProps) {
  const [embeds, setEmbeds] = useState<Embed[] | undefined>(props.embeds);
  return (
    <EmbedSettings
      {...props}
      embeds={embeds}
      onCreate={async (body) => {
        const created = await props.onCreate(body);
        setEmbeds((list) => [created, ...(list ?? [])]);
        return created;
      }}
      onRevoke={async (id) => {
        await props.onRevoke(id);
        setEmbeds((list) => list?.map((e) => (e.id === id ? { ...e, revoked: true } : e)));
      }}
      onDelete={async (id) => {
        await props.onDelete(id);
        setEmbeds((list) => list?.filter((e) => e.id !== id));
      }}
    />
  );
}

const meta = {
  title: 'Composites/EmbedSettings',
  component: EmbedSettings,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  render: (args) => <Stateful {...args} />,
  args: {
    embeds: sampleEmbeds(),
    versions,
    boards,
    origin: 'https://studio.example',
    copy: fn(async () => undefined),
    onCreate: fn(async (body: EmbedCreateBody) =>
      makeEmbed({
        id: 'emb-new',
        key: 'pk_new0009',
        name: body.name,
        allowedOrigins: body.allowedOrigins.map((o: string) => normaliseOrigin(o) ?? o),
        webhookSecret: 'whsec_shown_once',
        lead_count: 0,
      }),
    ),
    onUpdate: fn(async (id: string) => makeEmbed({ id })),
    onRevoke: fn(async () => undefined),
    onDelete: fn(async () => undefined),
    onRetry: fn(),
  },
} satisfies Meta<typeof EmbedSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Copy a snippet by keyboard; open the live preview of the lead form. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Studio website' });
    await expect(within(card).getByText(/<hds-lead-form embed="pk_studio0001">/)).toBeVisible();
    const copyButton = within(card).getByRole('button', { name: 'Copy snippet' });
    await tabTo(copyButton);
    await userEvent.keyboard('{Enter}');
    await expect(args.copy).toHaveBeenCalledWith(
      embedSnippet(sampleEmbeds()[0]!, 'https://studio.example'),
    );
    await expect(args.copy).toHaveBeenCalledWith(
      '<script src="https://studio.example/embed/v1.js" async></script>\n<hds-lead-form embed="pk_studio0001"></hds-lead-form>',
    );
    await expect(await within(card).findByRole('button', { name: 'Copied' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(card).getByRole('button', { name: 'Preview' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const preview = within(card).getByRole('group', { name: 'Preview of Studio website' });
    await expect(
      within(preview).getByRole('heading', { name: 'Get Your Free Design Consultation' }),
    ).toBeVisible();
    // The before/after embed previews its two versions in the slider.
    const slider = canvas.getByRole('article', { name: 'Listing page slider' });
    await expect(
      within(slider).getByText(/<hds-before-after embed="pk_slider0002">/),
    ).toBeVisible();
    // A revoked embed has no snippet.
    const old = canvas.getByRole('article', { name: 'Old landing page' });
    await expect(within(old).getByText('Revoked')).toBeVisible();
    await expect(within(old).queryByRole('button', { name: 'Copy snippet' })).toBeNull();
  },
};

/** Create: a bad origin is refused in the form; then the secret is shown once. */
export const CreateEmbed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await tabTo(canvas.getByRole('button', { name: embedSettingsMessages.create }));
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'New embed' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await waitFor(() => expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true));
    await tabTo(name);
    await userEvent.paste('Partner page');
    await userEvent.tab();
    await userEvent.paste('https://partner.example/contact');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create embed' }));
    await expect(
      await within(dialog).findByText(`https://partner.example/contact: ${EMBED_ORIGIN_INVALID}`),
    ).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
    const origins = within(dialog).getByRole('textbox', { name: /Allowed origins/ });
    await userEvent.clear(origins);
    await userEvent.paste('HTTPS://Partner.Example:443/');
    await tabTo(within(dialog).getByRole('button', { name: 'Create embed' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onCreate).toHaveBeenCalledWith(
        expect.objectContaining({
          name: 'Partner page',
          allowedOrigins: ['https://partner.example'],
          widget: expect.objectContaining({ type: 'lead_form', mode: 'inline' }),
          webhookUrl: null,
        }),
      ),
    );
    const secret = await body.findByRole('dialog', { name: embedSettingsMessages.secretTitle });
    // The dialog fades in: visible once its animation has run.
    await waitFor(() => expect(within(secret).getByText('whsec_shown_once')).toBeVisible(), {
      timeout: 5000,
    });
    await userEvent.click(within(secret).getByRole('button', { name: 'Done' }));
    await expect(await canvas.findByRole('article', { name: 'Partner page' })).toBeVisible();
  },
};

/** The server's refusal is shown in the form (e.g. a private webhook address). */
export const CreateRefusedByServer: Story = {
  args: {
    onCreate: fn(async (_body: EmbedCreateBody): Promise<Embed> => {
      throw new Error(
        'webhookUrl must be an https URL of a public host (no credentials, no private address)',
      );
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: embedSettingsMessages.create }));
    const dialog = await body.findByRole('dialog', { name: 'New embed' });
    await fill(within(dialog).getByRole('textbox', { name: /Name/ }), 'Hooked');
    await fill(
      within(dialog).getByRole('textbox', { name: /Allowed origins/ }),
      'https://partner.example',
    );
    await fill(
      within(dialog).getByRole('textbox', { name: /Webhook URL/ }),
      'http://10.0.0.1/hook',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create embed' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'webhookUrl must be an https URL',
    );
  },
};

/** Revoke asks first (Cancel has the focus); confirming marks it revoked. */
export const Revoke: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const card = canvas.getByRole('article', { name: 'Studio website' });
    await tabTo(within(card).getByRole('button', { name: 'Revoke' }));
    await userEvent.keyboard('{Enter}');
    const confirm = await body.findByRole('alertdialog', {
      name: embedSettingsMessages.revokeTitle,
    });
    await waitFor(() =>
      expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onRevoke).toHaveBeenCalledWith('emb-0001'));
    await expect(await within(card).findByText('Revoked')).toBeVisible();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull(), { timeout: 5000 });
    // The confirm button's pending announcement outlives the closed dialog (react-aria keeps
    // it 7 s) and points at nothing: drop it as the studio's stories do.
    clearStaleAnnouncements();
  },
};

/** A before/after embed from two versions, with the slider preview. */
export const CreateBeforeAfter: Story = {
  args: { embeds: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: embedSettingsMessages.create }));
    const dialog = await body.findByRole('dialog', { name: 'New embed' });
    await fill(within(dialog).getByRole('textbox', { name: /Name/ }), 'Slider');
    await fill(
      within(dialog).getByRole('textbox', { name: /Allowed origins/ }),
      'https://partner.example',
    );
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Before/after slider' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create embed' }));
    await expect(
      await within(dialog).findAllByText(embedSettingsMessages.versionsRequired),
    ).not.toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: /Before/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Living room · Original' }));
    await userEvent.click(within(dialog).getByRole('button', { name: /After/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Living room · Bohemian' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create embed' }));
    await waitFor(() =>
      expect(args.onCreate).toHaveBeenCalledWith(
        expect.objectContaining({
          widget: { type: 'before_after', versionIds: ['ver-0001', 'ver-0002'] },
        }),
      ),
    );
  },
};

export const Empty: Story = {
  args: { embeds: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: embedSettingsMessages.empty })).toBeVisible();
    await expect(canvas.getByRole('button', { name: embedSettingsMessages.create })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { embeds: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Loading embeds' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { embeds: undefined, error: 'The database is not answering. Please try again later.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: embedSettingsMessages.loadFailed }),
    ).toBeVisible();
    await tabTo(canvas.getByRole('button', { name: 'Try Again' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A phone: cards, snippets and long origins wrap inside the screen. */
export const NarrowViewport: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    embeds: [
      makeEmbed({
        name: 'A partner website with an exceptionally long name for its embed widget',
        allowedOrigins: [
          'https://www.an-exceptionally-long-partner-domain-name.example',
          'http://localhost:8080',
        ],
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectFits(canvas.getByRole('region', { name: 'Embeds' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Preview' }));
    await expectFits(canvas.getByRole('group', { name: /Preview of/ }));
  },
};
