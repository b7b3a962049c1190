import { Card } from '@hds/ui';
import * as styles from './PendingPage.css.ts';

/** A route of the table whose screen has not been assembled yet; says so plainly. */
export function PendingPage({ title }: { title: string }) {
  return (
    <section className={styles.page} aria-labelledby="pending-title">
      <h1 id="pending-title" className={styles.title}>
        {title}
      </h1>
      <Card>
        <p className={styles.text}>
          This screen is on its way. The playground is ready to use now.
        </p>
      </Card>
    </section>
  );
}
