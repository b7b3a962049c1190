import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import {
  ActivityList,
  Badge,
  Button,
  Card,
  EmptyState,
  QuickStats,
  Spinner,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from '@hds/ui';
import { useAuth } from '../../auth/AuthContext.tsx';
import { homeDesignQueries } from '../../kit/api/homeDesign.ts';
import { MyPublishedDesigns } from './MyPublishedDesigns.tsx';
import * as page from '../../kit/page.css.ts';
import * as styles from './account.css.ts';

export const profileMessages = {
  checking: 'Checking authentication...',
  signInTitle: 'Sign In Required',
  signInText: 'Please sign in to view your profile and design projects.',
  noEmail: 'No email',
  noActivity: 'No design activity yet',
} as const;

/** `/app/profile` (spec part 1 §2): the account and its design activity. */
export function ProfilePage() {
  const auth = useAuth();
  if (auth.isAuthenticated && auth.serverUser) return <Profile />;
  const settling = !auth.authReady || auth.isLoading;
  return (
    <section className={page.page} aria-labelledby="profile-title">
      <h1 id="profile-title" className={page.title}>
        Profile
      </h1>
      {settling ? (
        <div className={page.centered}>
          <Spinner label={profileMessages.checking} />
        </div>
      ) : (
        <EmptyState
          headingLevel={2}
          icon="user"
          title={profileMessages.signInTitle}
          description={profileMessages.signInText}
          action={
            <Button variant="primary" onPress={auth.signInWithGoogle}>
              Sign in with Google
            </Button>
          }
        />
      )}
    </section>
  );
}

/** Spec part 1 §9: the recent-activity request asks for 5 items. */
export const RECENT_ACTIVITY_LIMIT = 5;

function Profile() {
  const navigate = useNavigate();
  const auth = useAuth();
  const user = auth.serverUser!;
  // Failures leave zeros and an empty list (spec part 1 §8): no toast here.
  const stats = useQuery(homeDesignQueries.user.quickStats());
  const activity = useQuery(homeDesignQueries.user.activity(RECENT_ACTIVITY_LIMIT));
  const name = user.displayName || user.name || (user.isAnonymous ? 'Guest' : 'User');

  return (
    <section className={page.page} aria-labelledby="profile-title">
      <h1 id="profile-title" className={page.title}>
        Profile
      </h1>
      <Tabs defaultSelectedKey="account">
        <TabList aria-label="Profile sections">
          <Tab id="account">Account</Tab>
          <Tab id="activity">Design Activity</Tab>
        </TabList>
        <TabPanel id="account" className={styles.panel}>
          <Card>
            <div className={styles.identity}>
              <div className={styles.identityRow}>
                <h2 className={styles.name}>{name}</h2>
                {user.isAnonymous ? <Badge variant="warning">Guest Account</Badge> : null}
              </div>
              <p className={styles.muted}>{user.email || profileMessages.noEmail}</p>
            </div>
          </Card>
          <QuickStats
            stats={stats.data}
            isLoading={stats.isPending}
            aria-busy={stats.isPending || undefined}
          />
          <div className={styles.actions}>
            <Button variant="primary" onPress={() => void navigate('/app/projects')}>
              Go to Dashboard
            </Button>
            {user.isAnonymous ? (
              <Button variant="secondary" onPress={auth.convertToGoogle}>
                Upgrade Account
              </Button>
            ) : null}
          </div>
        </TabPanel>
        <TabPanel id="activity" className={styles.panel}>
          <ActivityList
            activities={activity.isError ? [] : activity.data?.activities}
            isLoading={activity.isPending}
            emptyMessage={profileMessages.noActivity}
            emptyAction={
              <Button variant="primary" onPress={() => void navigate('/app/playground')}>
                Start Designing
              </Button>
            }
          />
          <MyPublishedDesigns />
          <div className={styles.actions}>
            <Button variant="secondary" onPress={() => void navigate('/app/projects')}>
              View All Projects
            </Button>
          </div>
        </TabPanel>
      </Tabs>
    </section>
  );
}
