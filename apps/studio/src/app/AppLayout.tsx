import { useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import {
  AppShell,
  CreditsBox,
  IconButton,
  Menu,
  MenuItem,
  MenuTrigger,
  SettingsIcon,
  UserIcon,
} from '@hds/ui';
import { useAuth } from '../auth/AuthContext.tsx';
import { PLANS_HREF } from '../credits/credits.ts';
import { useCredits } from '../credits/useCredits.ts';
import { sidebarItemsFor } from './sidebarItems.ts';

const SIDEBAR_KEY = 'sidebarCollapsed';

function useStoredFlag(key: string): [boolean, (v: boolean) => void] {
  const [value, setValue] = useState(() => localStorage.getItem(key) === 'true');
  return [
    value,
    (v) => {
      setValue(v);
      localStorage.setItem(key, String(v));
    },
  ];
}

/** The signed-in shell: sidebar, top bar with settings and the user menu, page outlet. */
export function AppLayout() {
  const auth = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useStoredFlag(SIDEBAR_KEY);
  const isGuest = auth.firebaseUser?.isAnonymous ?? false;
  const { credits, isLoading: creditsLoading } = useCredits(auth.isAuthenticated);
  const name =
    auth.serverUser?.displayName ??
    auth.firebaseUser?.displayName ??
    (isGuest ? 'Guest' : 'Account');

  const onMenu = (key: React.Key) => {
    if (key === 'profile') void navigate('/app/profile');
    else if (key === 'settings') void navigate('/app/settings');
    else if (key === 'upgrade') auth.convertToGoogle();
    else if (key === 'signout') {
      auth.signOut();
      void navigate('/');
    }
  };

  const topBar = (
    <>
      <IconButton aria-label="Settings" onPress={() => void navigate('/app/settings')}>
        <SettingsIcon />
      </IconButton>
      <MenuTrigger>
        <IconButton aria-label={`User menu for ${name}`}>
          <UserIcon />
        </IconButton>
        <Menu aria-label="User menu" onAction={onMenu}>
          <MenuItem id="profile">Profile</MenuItem>
          <MenuItem id="settings">Settings</MenuItem>
          {isGuest ? <MenuItem id="upgrade">Upgrade to Google Account</MenuItem> : null}
          <MenuItem id="signout">Sign Out</MenuItem>
        </Menu>
      </MenuTrigger>
    </>
  );

  return (
    <AppShell
      collapsed={collapsed}
      onCollapsedChange={setCollapsed}
      items={sidebarItemsFor(auth.serverUser)}
      currentHref={pathname}
      topBar={topBar}
      // The user's real usage (issue #23), not the spec's static '70 / 100 used' placeholder.
      footer={
        credits || creditsLoading ? (
          <CreditsBox
            isLoading={!credits}
            used={credits?.used}
            total={credits?.total}
            plan={credits?.plan}
            plansHref={PLANS_HREF}
          />
        ) : null
      }
    >
      <Outlet />
    </AppShell>
  );
}
