import { useCallback, useEffect, useRef, useState } from 'react';
import type { SubmitLeadInput } from '@hds/machines';
import { BeforeAfterSlider } from '@hds/ui/BeforeAfterSlider';
import { NativeLeadForm } from '@hds/ui/LeadForm/native';
import { darkTheme, lightTheme } from '@hds/ui/theme';
import {
  EmbedError,
  fetchConfig,
  fetchFormToken,
  submitLead,
  toLeadBody,
  type EmbedConfig,
} from './api.ts';
import * as styles from './widget.css.ts';

export type WidgetKind = 'lead_form' | 'before_after';

export const elementNames: Record<WidgetKind, string> = {
  lead_form: 'hds-lead-form',
  before_after: 'hds-before-after',
};

/** The host's `prefers-color-scheme`, followed as it changes. */
function useDarkScheme(): boolean {
  const [dark, setDark] = useState(
    () => typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches,
  );
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => setDark(query.matches);
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return dark;
}

/** The config's media URLs are paths on the API's origin, not the host page's. */
const absolute = (url: string, origin: string) => new URL(url, origin).href;

type Load =
  | { status: 'loading' }
  | { status: 'error'; detail: string }
  | { status: 'ready'; config: EmbedConfig };

export interface WidgetProps {
  kind: WidgetKind;
  embedKey: string;
  /** The API server's origin (where the script was loaded from). */
  origin: string;
}

/** One embed: loads its configuration, then renders the design system's component. */
export function Widget({ kind, embedKey, origin }: WidgetProps) {
  const dark = useDarkScheme();
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    if (!embedKey) {
      setLoad({ status: 'error', detail: 'This widget has no embed key (the embed attribute).' });
      return;
    }
    fetchConfig(origin, embedKey).then(
      (config) => {
        if (!live) return;
        if (config.widget !== kind) {
          setLoad({
            status: 'error',
            detail: `This embed is not a ${kind === 'lead_form' ? 'lead form' : 'before/after widget'}; use <${elementNames[config.widget]}>.`,
          });
        } else setLoad({ status: 'ready', config });
      },
      (err: unknown) => {
        if (live)
          setLoad({
            status: 'error',
            detail: err instanceof EmbedError ? err.message : String(err),
          });
      },
    );
    return () => {
      live = false;
    };
  }, [kind, embedKey, origin]);

  let body;
  if (load.status === 'loading') {
    body = (
      <p className={styles.status} role="status">
        Loading…
      </p>
    );
  } else if (load.status === 'error') {
    body = (
      <p className={styles.error} role="alert">
        {load.detail}
      </p>
    );
  } else if (load.config.widget === 'lead_form') {
    body = <LeadFormEmbed config={load.config} origin={origin} />;
  } else {
    const { before, after, title } = load.config;
    body = (
      <figure className={styles.figure}>
        {title ? <figcaption className={styles.caption}>{title}</figcaption> : null}
        <BeforeAfterSlider
          before={{
            src: absolute(before.url, origin),
            alt: `Before: ${title ?? 'the room'} (${before.label})`,
            width: before.width ?? undefined,
            height: before.height ?? undefined,
          }}
          after={{
            src: absolute(after.url, origin),
            alt: `After: ${title ?? 'the room'} (${after.label})`,
            width: after.width ?? undefined,
            height: after.height ?? undefined,
          }}
          aspectRatio={
            before.width && before.height ? `${before.width} / ${before.height}` : undefined
          }
          sliderLabel={title ? `${title}: before and after divider` : undefined}
        />
      </figure>
    );
  }

  return (
    <div
      className={`${styles.root} ${dark ? darkTheme : lightTheme}`}
      data-theme={dark ? 'dark' : 'light'}
    >
      {body}
    </div>
  );
}

type LeadFormConfig = Extract<EmbedConfig, { widget: 'lead_form' }>;

/** A token older than this is fetched again before sending (the API refuses them at 24 h). */
const FORM_TOKEN_REFRESH_MS = 23 * 3600 * 1000;

function LeadFormEmbed({ config, origin }: { config: LeadFormConfig; origin: string }) {
  // The API's token of this showing of the form: it refuses a lead sent sooner after it was
  // issued than its minimum fill time. A new one follows each attempt.
  const token = useRef<{ value: Promise<string>; at: number } | null>(null);
  const fresh = useCallback(() => {
    const value = fetchFormToken(origin, config.key);
    // A failed fetch is fetched again when the form is sent (and its error shown then).
    value.catch(() => undefined);
    token.current = { value, at: Date.now() };
    return value;
  }, [origin, config.key]);
  useEffect(() => {
    fresh();
  }, [fresh]);
  // The API's `detail` of a refused lead, or the form's own message ('Terms Required: …').
  const [notice, setNotice] = useState<string | null>(null);

  const send = async (input: SubmitLeadInput) => {
    setNotice(null);
    try {
      const held = token.current;
      const formToken =
        held && Date.now() - held.at < FORM_TOKEN_REFRESH_MS
          ? await held.value.catch(fresh)
          : await fresh();
      return await submitLead(
        origin,
        config.key,
        config.submitUrl,
        toLeadBody(input, formToken, location.href),
      );
    } catch (err) {
      setNotice(err instanceof Error ? err.message : String(err));
      throw err;
    } finally {
      // Sent or refused, the next try gets a token of its own (a refused one is not sent again).
      fresh();
    }
  };

  return (
    <>
      <NativeLeadForm
        variant={config.mode}
        title={config.title}
        requireProjectStep={config.showProjectStep}
        successMessage={config.successMessage}
        incentive={config.incentive}
        styleOptions={config.styles}
        serviceOptions={config.services}
        source="embed"
        submitLead={send}
        // A failed submission's generic toast gives way to the API's own words.
        onMessage={(text) => setNotice((shown) => shown ?? text)}
      />
      {notice ? (
        <p className={styles.notice} role="alert">
          {notice}
        </p>
      ) : null}
    </>
  );
}
