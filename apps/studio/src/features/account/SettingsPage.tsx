import { useState } from 'react';
import { Button, Card, Switch, Tab, TabList, TabPanel, Tabs, TextField, toast } from '@hds/ui';
import { useAuth } from '../../auth/AuthContext.tsx';
import { sessionPage } from '../../kit/SessionGate.tsx';
import { Page } from '../../kit/Page.tsx';
import { ApiTab } from './ApiTab.tsx';
import { DeleteAccountDialog } from './DeleteAccountDialog.tsx';
import { guestAccountName } from './deletionConfirmation.ts';
import { loadPreferences, savePreferences, type Preferences } from './preferences.ts';
import * as styles from './account.css.ts';

export const settingsMessages = {
  saved: 'Settings saved',
  saveFailed: 'Failed to save settings. Please try again.',
} as const;

/** `/app/settings` (spec part 2 §2): General, Notifications and Account, saved on this device. */
export const SettingsPage = sessionPage('Settings', Settings);

const switches: { key: keyof Omit<Preferences, 'language'>; label: string; hint: string }[] = [
  {
    key: 'emailNotifications',
    label: 'Email notifications',
    hint: 'Hear about finished edits and shared boards.',
  },
  { key: 'projectUpdates', label: 'Project updates', hint: 'A note when a project changes.' },
  { key: 'marketingEmails', label: 'Marketing emails', hint: 'News, tips and offers.' },
];

function Settings() {
  const user = useAuth().serverUser!;
  const [prefs, setPrefs] = useState(loadPreferences);
  const [deleting, setDeleting] = useState(false);

  const save = () => {
    try {
      savePreferences(prefs);
      toast({ title: settingsMessages.saved, variant: 'success' });
    } catch {
      toast({ title: 'Error', description: settingsMessages.saveFailed, variant: 'destructive' });
    }
  };

  return (
    <Page
      titleId="settings-title"
      title="Settings"
      subtitle="Preferences are kept on this device."
      actions={
        <Button variant="primary" onPress={save}>
          Save Settings
        </Button>
      }
    >
      <Tabs defaultSelectedKey="general">
        <TabList aria-label="Settings sections">
          <Tab id="general">General</Tab>
          <Tab id="notifications">Notifications</Tab>
          <Tab id="account">Account</Tab>
          <Tab id="api">API</Tab>
        </TabList>
        <TabPanel id="general" className={styles.panel}>
          <div className={styles.settingsGrid}>
            <TextField
              label="Language"
              value="English"
              isReadOnly
              description="More languages will follow."
            />
            <div className={styles.danger} role="group" aria-labelledby="danger-title">
              <h2 id="danger-title" className={styles.sectionTitle}>
                Danger Zone
              </h2>
              <p className={styles.dangerText}>
                Deleting your account removes your projects, images, versions and boards for good.
              </p>
              <div>
                <Button variant="danger" onPress={() => setDeleting(true)}>
                  Delete Account
                </Button>
              </div>
            </div>
          </div>
        </TabPanel>
        <TabPanel id="notifications" className={styles.panel}>
          <Card>
            <div className={styles.settingsGrid}>
              {switches.map((s) => (
                <div key={s.key}>
                  <Switch
                    isSelected={prefs[s.key]}
                    onChange={(on) => setPrefs((p) => ({ ...p, [s.key]: on }))}
                  >
                    {s.label}
                  </Switch>
                  <p className={styles.muted}>{s.hint}</p>
                </div>
              ))}
            </div>
          </Card>
        </TabPanel>
        <TabPanel id="account" className={styles.panel}>
          <Card>
            <dl className={styles.facts}>
              <dt>Email</dt>
              <dd>{user.email || 'Guest User'}</dd>
              <dt>Account type</dt>
              <dd>{user.isAnonymous ? 'Guest' : 'Registered'}</dd>
              {user.isAnonymous ? (
                <>
                  <dt>Guest account name</dt>
                  <dd>{guestAccountName(user.uid)}</dd>
                </>
              ) : null}
              <dt>User ID</dt>
              <dd>
                <code>{user.uid}</code>
              </dd>
            </dl>
          </Card>
        </TabPanel>
        <TabPanel id="api" className={styles.panel}>
          <ApiTab />
        </TabPanel>
      </Tabs>
      <DeleteAccountDialog isOpen={deleting} onOpenChange={setDeleting} user={user} />
    </Page>
  );
}
