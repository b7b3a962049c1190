/**
 * The Auth emulator's Google sign-in page as this server serves it (issue #44). The emulator
 * prints each account's display name, e-mail and photo URL into its page unescaped, so a
 * display name can carry markup that runs on this origin. The page is therefore never passed
 * on as the emulator renders it: the emulator's page for a provider with no accounts is the
 * template (its own scripts, allowed by hash), and the account list is rendered here from the
 * emulator's account records, every value escaped. No script comes from anywhere else: the
 * page's only external one (Material Components from unpkg.com, which serves any published npm
 * file) is removed, and the page guards every use of it (`window.mdc && …`); the page looks
 * plainer and works the same, offline too.
 */

/** Where the accounts go: before the "Add new account" item of the emulator's list. */
const ANCHOR = '<li id="add-account-button"';
/** A provider id no account has: the emulator then renders its page with an empty list. */
const NO_PROVIDER = 'hds.invalid';
/** Accounts listed at most (pages of 1000 from the emulator). */
const MAX_ACCOUNTS = 10_000;

export interface ProviderAccount {
  rawId: string;
  displayName?: string;
  email?: string;
  screenName?: string;
  photoUrl?: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The claims the emulator's page hands back when an account is picked (the same fields as its
 * own `createFakeClaims`). URI-encoded, they hold no quote or angle bracket.
 */
const claimsOf = (a: ProviderAccount) =>
  JSON.stringify({
    sub: a.rawId,
    iss: '',
    aud: '',
    exp: 0,
    iat: 0,
    name: a.displayName,
    screen_name: a.screenName,
    email: a.email,
    email_verified: true,
    // The photo is not shown (img-src allows no other site, and a URL in a style attribute
    // is one more thing to escape), but the account keeps it.
    picture: a.photoUrl,
  });

export function renderAccounts(accounts: readonly ProviderAccount[]): string {
  return accounts
    .map(
      (
        a,
      ) => `<li class="js-reuse-account mdc-list-item mdc-ripple-upgraded" tabindex="0" data-id-token="${encodeURIComponent(claimsOf(a))}">
          <span class="mdc-list-item__ripple"></span>
          <span class="mdc-list-item__graphic material-icons" aria-hidden="true">person</span>
          <span class="mdc-list-item__text"><span class="mdc-list-item__primary-text">${escapeHtml(a.displayName || '(No display name)')}</span>
          <span class="mdc-list-item__secondary-text fallback-secondary-text">${escapeHtml(a.email ?? '')}</span></span>
      </li>\n      `,
    )
    .join('');
}

/**
 * The template without the scripts it loads from other sites (Material Components from
 * unpkg.com): the policy would block them anyway, and the browser then asks no other site for
 * anything to run. The template is the emulator's own markup, listing no account.
 */
export const withoutExternalScripts = (template: string) =>
  template.replace(/<script\b[^>]*\bsrc\s*=[^>]*>\s*<\/script>\s*/gi, '');

/** The template with the accounts in place, or null if the template has no place for them. */
export function signInPage(template: string, accounts: readonly ProviderAccount[]): string | null {
  const at = template.indexOf(ANCHOR);
  if (at < 0 || template.indexOf(ANCHOR, at + 1) >= 0) return null;
  return template.slice(0, at) + renderAccounts(accounts) + template.slice(at);
}

/** The emulator's page URL whose list is empty (any API key names the emulator's project). */
export const templatePath = (handler: string) => `${handler}?apiKey=hds&providerId=${NO_PROVIDER}`;

/** The emulator's `accounts:batchGet` answer, as far as it is read. */
export interface BatchGetReply {
  users?: { providerUserInfo?: Record<string, unknown>[] }[];
  nextPageToken?: string;
}

/**
 * Every account of the emulator's project that has signed in with `providerId`, read with the
 * emulator's admin call (server to emulator only; the proxy never forwards admin calls).
 */
export async function providerAccounts(
  fetchJson: (path: string) => Promise<BatchGetReply>,
  projectId: string,
  providerId: string,
): Promise<ProviderAccount[]> {
  const accounts: ProviderAccount[] = [];
  let pageToken: string | undefined;
  do {
    const query = new URLSearchParams({ maxResults: '1000' });
    if (pageToken) query.set('nextPageToken', pageToken);
    const page = await fetchJson(
      `/identitytoolkit.googleapis.com/v1/projects/${encodeURIComponent(projectId)}/accounts:batchGet?${query}`,
    );
    for (const user of page.users ?? []) {
      const info = user.providerUserInfo?.find((p) => p.providerId === providerId);
      if (info && typeof info.rawId === 'string') {
        const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
        accounts.push({
          rawId: info.rawId,
          displayName: text(info.displayName),
          email: text(info.email),
          screenName: text(info.screenName),
          photoUrl: text(info.photoUrl),
        });
      }
    }
    pageToken = page.nextPageToken || undefined;
  } while (pageToken && accounts.length < MAX_ACCOUNTS);
  return accounts;
}
