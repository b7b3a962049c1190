import { useLocation, useNavigate } from 'react-router-dom';
import { Button, Card, Link, NavBar } from '@hds/ui';
import { useAuth } from '../auth/AuthContext.tsx';
import { landingNavItems } from '../app/navItems.ts';
import * as styles from './LandingPage.css.ts';

const features = [
  {
    title: 'Wall colour',
    text: 'Repaint walls in ten designer colours while keeping light and texture.',
  },
  {
    title: 'Lighting & day-to-dusk',
    text: 'Golden hour, twilight or evenly lit: regrade any room photo.',
  },
  { title: 'Sky replacement', text: 'Swap a grey sky for blue sky, sunset or dramatic clouds.' },
  {
    title: 'Virtual staging',
    text: 'Furnish empty rooms in modern, Scandinavian, industrial and more.',
  },
  { title: 'Object removal', text: 'Detect clutter and remove it, or empty the room entirely.' },
  {
    title: 'Versions & boards',
    text: 'Keep every version, compare them, and share boards by link.',
  },
];

const plans = [
  { name: 'Free', price: '$0', period: 'forever', credits: '100 credits per month' },
  { name: 'Pro', price: '$19', period: 'per month', credits: '1,000 credits per month' },
  { name: 'Business', price: '$49', period: 'per month', credits: '5,000 credits per month' },
];

export function LandingPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = auth.firebaseUser
    ? {
        displayName:
          auth.serverUser?.displayName ??
          auth.firebaseUser.displayName ??
          (auth.firebaseUser.isAnonymous ? 'Guest' : 'Account'),
        isAnonymous: auth.firebaseUser.isAnonymous,
      }
    : null;

  const tryItNow = () => {
    auth.signInAnonymously();
    void navigate('/app/playground');
  };

  return (
    <div className={styles.page}>
      <NavBar
        items={landingNavItems(pathname)}
        currentHref={pathname}
        user={user}
        isBusy={auth.isInitializing || auth.isLoading}
        error={auth.error}
        onSignIn={auth.signInWithGoogle}
        onProfile={() => void navigate('/app/profile')}
        onUpgrade={auth.convertToGoogle}
        onSignOut={auth.signOut}
      />
      <main id="main">
        <section className={styles.hero} aria-labelledby="hero-title">
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>AI home design &amp; virtual staging</p>
            <h1 id="hero-title" className={styles.heroTitle}>
              See the room it could be, before you lift a brush.
            </h1>
            <p className={styles.lead}>
              Upload a photo of any room and restyle it in seconds: new wall colours, twilight
              lighting, a blue sky, furniture staging or a clutter-free space. Every version is
              kept, so you can compare and share the best.
            </p>
            <div className={styles.actions}>
              <Button variant="primary" size="lg" onPress={tryItNow}>
                Try It Now - No Signup!
              </Button>
              <Link href="#features" variant="button-secondary">
                See what it does
              </Link>
            </div>
          </div>
          <div className={styles.heroArt} aria-hidden="true">
            <div className={styles.room}>
              <div className={styles.window} />
              <div className={styles.sofa} />
              <div className={styles.floor} />
            </div>
            <span className={styles.heroBadge}>AI Generated</span>
          </div>
        </section>

        <section id="features" className={styles.section} aria-labelledby="features-title">
          <h2 id="features-title" className={styles.sectionTitle}>
            Everything a room photo needs
          </h2>
          <ul className={styles.featureGrid}>
            {features.map((f) => (
              <li key={f.title}>
                <Card title={f.title}>
                  <p className={styles.muted}>{f.text}</p>
                </Card>
              </li>
            ))}
          </ul>
        </section>

        <section id="pricing" className={styles.section} aria-labelledby="pricing-title">
          <h2 id="pricing-title" className={styles.sectionTitle}>
            Simple pricing
          </h2>
          <ul className={styles.planGrid}>
            {plans.map((p) => (
              <li key={p.name}>
                <Card title={p.name}>
                  <p className={styles.price}>
                    {p.price} <span className={styles.muted}>{p.period}</span>
                  </p>
                  <p className={styles.muted}>{p.credits}</p>
                </Card>
              </li>
            ))}
          </ul>
          <p className={styles.center}>
            <Link href="/app/plans">Compare plans</Link>
          </p>
        </section>
      </main>
      <footer className={styles.footer}>
        <nav aria-label="Footer" className={styles.footerNav}>
          <Link href="/app/playground">Playground</Link>
          <Link href="/app/projects">Projects</Link>
          <Link href="/app/boards">Boards</Link>
          <Link href="/app/gallery">Gallery</Link>
        </nav>
        <p className={styles.muted}>© Home Design Studio — open source and self-hostable.</p>
      </footer>
    </div>
  );
}
