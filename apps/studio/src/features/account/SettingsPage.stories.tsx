import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { authPaths } from '@hds/api-client';
import { apiKeysHandlers, apiKeysScenario, guestUser } from '@hds/api-client/msw';
import {
  expectSignInGate,
  expectToast,
  mockApi,
  PAGE_WAIT,
  SERVER_ERROR_DETAIL,
  studioPage,
} from '../../storybook/StudioStory.tsx';
import { guestAccountName } from './deletionConfirmation.ts';
import { PREFERENCES_KEY } from './preferences.ts';
import { SettingsPage, settingsMessages } from './SettingsPage.tsx';

const meta = {
  title: 'Pages/Settings',
  component: SettingsPage,
  ...studioPage(
    '/app/settings',
    '`/app/settings` in the whole studio: General (language, Danger Zone), Notifications ' +
      '(saved on this device) and Account; Delete Account asks for the email or the guest ' +
      'account name. The page reads nothing from the server but the session, so its states ' +
      'are the session ones plus a failing deletion request.',
  ),
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest on the General tab: the language and the Danger Zone. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Settings' }, PAGE_WAIT),
    ).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: 'General' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('textbox', { name: 'Language' })).toHaveValue('English');
    await expect(canvas.getByRole('heading', { name: 'Danger Zone' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete Account' })).toBeVisible();
  },
};

/** A guest's Account tab: 'Guest', the guest account name and the user id. */
export const GuestAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Account' }, PAGE_WAIT));
    await expect(await canvas.findByText(guestAccountName(guestUser.uid))).toBeVisible();
    await expect(canvas.getByText('Guest', { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByText(guestUser.uid)).toBeVisible();
  },
};

/** Notifications: a switch changed and saved lands in this device's storage. */
export const SavePreferences: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Notifications' }, PAGE_WAIT));
    const marketing = await canvas.findByRole('switch', { name: 'Marketing emails' });
    await expect(marketing).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Email notifications' })).toBeChecked();
    await userEvent.click(marketing);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expectToast(canvasElement, settingsMessages.saved);
    await expect(JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? '{}')).toMatchObject({
      marketingEmails: true,
    });
  },
};

/** A Google account: the Account tab shows the email and 'Registered'. */
export const RegisteredAccount: Story = {
  parameters: { studio: { session: 'registered' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Account' }, PAGE_WAIT));
    await expect(await canvas.findByText('ada@example.com')).toBeVisible();
    await expect(canvas.getByText('Registered')).toBeVisible();
    await expect(canvas.queryByText('Guest account name')).toBeNull();
  },
};

/**
 * The dialog says what stops the moment the request is made (sessions, API keys, share links,
 * gallery designs, embeds, image links) and that it cannot be cancelled; Escape closes it.
 */
export const DeleteAccountConsequences: Story = {
  parameters: { studio: { session: 'registered' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Account' }, PAGE_WAIT));
    const dialog = await body.findByRole('alertdialog', { name: 'Delete Account' });
    const inDialog = within(dialog);
    // Once the dialog's entrance (a fade) is over.
    await waitFor(() => expect(inDialog.getByText(/signed out on every device/)).toBeVisible());
    await expect(inDialog.getByText(/API keys stop working/)).toBeVisible();
    await expect(
      inDialog.getByText(/share links, gallery designs, embeds and image links stop working/),
    ).toBeVisible();
    await expect(
      inDialog.getByText(/deleted within 24 hours\. This cannot be cancelled\./),
    ).toBeVisible();
    await expect(inDialog.getByRole('textbox', { name: 'Email address' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(body.queryByRole('alertdialog', { name: 'Delete Account' })).toBeNull(),
    );
  },
};

/** The deletion request fails (500): the dialog stays, a toast carries the server's detail. */
export const DeleteAccountError: Story = {
  parameters: { studio: { session: 'registered' } },
  beforeEach: mockApi(() => [
    http.post(`*${authPaths.deleteAccount}`, () =>
      HttpResponse.json({ detail: SERVER_ERROR_DETAIL }, { status: 500 }),
    ),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Account' }, PAGE_WAIT));
    const dialog = await body.findByRole('alertdialog', { name: 'Delete Account' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Email address' }),
      'ada@example.com',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    await expectToast(canvasElement, 'Error', SERVER_ERROR_DETAIL);
    await expect(dialog).toBeInTheDocument();
  },
};

/** Signed out: the gate asks for a sign-in. */
export const SignedOut: Story = {
  parameters: { studio: { session: 'signedOut' } },
  play: async ({ canvasElement }) => {
    const canvas = await expectSignInGate(canvasElement, 'Settings');
    await expect(canvas.queryByRole('tab', { name: 'General' })).toBeNull();
  },
};

/** The identity provider has not answered yet: the gate waits. */
export const CheckingSession: Story = {
  parameters: { studio: { session: 'checking' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('progressbar', { name: 'Checking authentication...' }, PAGE_WAIT),
    ).toBeVisible();
  },
};

/** The API tab (issue #27) over the shared handlers: the keys, then a key's webhook and log. */
export const ApiKeys: Story = {
  parameters: { studio: { session: 'registered' } },
  beforeEach: mockApi(() => apiKeysHandlers(apiKeysScenario())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'API' }, PAGE_WAIT));
    const crm = await canvas.findByRole('article', { name: 'CRM integration' }, PAGE_WAIT);
    await expect(within(crm).getByText('hds_7Qk2mX9a…')).toBeVisible();
    await userEvent.click(within(crm).getByRole('button', { name: 'Webhook of CRM integration' }));
    const panel = await canvas.findByRole('region', { name: 'Webhook of CRM integration' });
    await expect(
      await within(panel).findByRole('textbox', { name: 'Endpoint URL' }, PAGE_WAIT),
    ).toHaveValue('https://hooks.agency.example/hds');
    await expect(
      await within(panel).findByRole('table', { name: 'Delivery log' }, PAGE_WAIT),
    ).toBeVisible();
  },
};
