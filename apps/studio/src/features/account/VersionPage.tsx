import { ButtonLink, Card } from '@hds/ui';
import { appEnvironment, appVersion } from '../../config.ts';
import * as page from '../../kit/page.css.ts';
import * as styles from './account.css.ts';

/** `/app/version_details` (spec part 1 §2, version page). */
export function VersionPage() {
  // Version and environment come from the server that serves this build; the time from Vite.
  const buildInfo = {
    version: appVersion(),
    environment: appEnvironment(),
    // Only the studio's Vite build defines it (Storybook does not).
    builtAt: typeof __BUILD_TIME__ === 'string' ? __BUILD_TIME__ : 'unknown',
  };
  const built = new Date(buildInfo.builtAt);
  return (
    <section className={page.page} aria-labelledby="version-title">
      <h1 id="version-title" className={page.title}>
        Version
      </h1>
      <Card>
        <dl className={styles.facts}>
          <dt>Version</dt>
          <dd>{buildInfo.version}</dd>
          <dt>Build time</dt>
          <dd>
            <time dateTime={buildInfo.builtAt}>
              {Number.isNaN(built.getTime()) ? buildInfo.builtAt : built.toUTCString()}
            </time>
          </dd>
          <dt>Environment</dt>
          <dd>{buildInfo.environment}</dd>
        </dl>
      </Card>
      <div>
        <ButtonLink variant="secondary" href="/">
          Back to Home
        </ButtonLink>
      </div>
    </section>
  );
}
