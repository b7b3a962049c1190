import * as styles from './NotFoundPage.css.ts';

/** Shown when the page has no identity-provider configuration and cannot start. */
export function ConfigErrorPage({ message }: { message: string }) {
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Home Design Studio cannot start</h1>
      <p className={styles.text} role="alert">
        {message}
      </p>
    </main>
  );
}
