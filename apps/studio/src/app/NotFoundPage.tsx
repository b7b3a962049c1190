import { Link } from '@hds/ui';
import * as styles from './NotFoundPage.css.ts';

export function NotFoundPage() {
  return (
    <main className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>Oops! Page not found</h1>
      <p className={styles.text}>The page you are looking for does not exist or has moved.</p>
      <Link href="/" variant="button">
        Return to Home
      </Link>
    </main>
  );
}
