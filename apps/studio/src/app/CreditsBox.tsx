import * as styles from './CreditsBox.css.ts';

/** The sidebar's credits box: a static placeholder in the spec (100 credits, 70 used). */
export function CreditsBox({ total, used }: { total: number; used: number }) {
  return (
    <div className={styles.box}>
      <p className={styles.label}>Credits</p>
      <p className={styles.figure}>
        {used} / {total} used
      </p>
      <div
        className={styles.track}
        role="meter"
        aria-label="Credits used"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={used}
      >
        <div className={styles.fill} style={{ width: `${Math.round((used / total) * 100)}%` }} />
      </div>
    </div>
  );
}
