import type { CSSProperties, ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from './contract.css.ts';
import { darkTheme, lightTheme } from './themes.css.ts';
import { darkColors, lightColors, scale } from './tokens.ts';

/** Text-on-fill pairs the components use; axe checks each for AA contrast in both themes. */
const pairs: { name: string; bg: string; fg: string; note: string }[] = [
  { name: 'background / text', bg: vars.color.background, fg: vars.color.text, note: 'Page' },
  {
    name: 'surface / textMuted',
    bg: vars.color.surface,
    fg: vars.color.textMuted,
    note: 'Captions',
  },
  {
    name: 'surfaceRaised / text',
    bg: vars.color.surfaceRaised,
    fg: vars.color.text,
    note: 'Menus, dialogs',
  },
  {
    name: 'surfaceHover / textMuted',
    bg: vars.color.surfaceHover,
    fg: vars.color.textMuted,
    note: 'Hovered rows',
  },
  {
    name: 'accent / accentText',
    bg: vars.color.accent,
    fg: vars.color.accentText,
    note: 'Primary button',
  },
  {
    name: 'accentSoft / accentSoftText',
    bg: vars.color.accentSoft,
    fg: vars.color.accentSoftText,
    note: 'Current nav item',
  },
  {
    name: 'danger / dangerText',
    bg: vars.color.danger,
    fg: vars.color.dangerText,
    note: 'Danger button',
  },
  {
    name: 'dangerSoft / dangerSoftText',
    bg: vars.color.dangerSoft,
    fg: vars.color.dangerSoftText,
    note: 'Danger badge',
  },
  {
    name: 'successSoft / successSoftText',
    bg: vars.color.successSoft,
    fg: vars.color.successSoftText,
    note: 'Success badge',
  },
  {
    name: 'warningSoft / warningSoftText',
    bg: vars.color.warningSoft,
    fg: vars.color.warningSoftText,
    note: 'Warning badge',
  },
  {
    name: 'neutralSoft / neutralSoftText',
    bg: vars.color.neutralSoft,
    fg: vars.color.neutralSoftText,
    note: 'Neutral badge',
  },
  { name: 'background / accent', bg: vars.color.background, fg: vars.color.accent, note: 'Links' },
  {
    name: 'background / danger',
    bg: vars.color.background,
    fg: vars.color.danger,
    note: 'Error text',
  },
];

const cell: CSSProperties = {
  display: 'grid',
  gap: vars.space[1],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
};

function Palette({ themeClass, title }: { themeClass: string; title: string }) {
  return (
    <section
      className={themeClass}
      aria-label={title}
      style={{
        display: 'grid',
        gap: vars.space[3],
        padding: vars.space[5],
        borderRadius: vars.radius.lg,
        background: vars.color.background,
        color: vars.color.text,
      }}
    >
      <h2 style={{ margin: 0, fontSize: vars.font.size.lg }}>{title}</h2>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
          gap: vars.space[2],
        }}
      >
        {pairs.map((pair) => (
          <div key={pair.name} style={{ ...cell, background: pair.bg, color: pair.fg }}>
            <strong>Aa {pair.note}</strong>
            <span>{pair.name}</span>
          </div>
        ))}
      </div>
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: vars.space[4] }}>
      <code style={{ width: '6rem', color: vars.color.textMuted, fontSize: vars.font.size.sm }}>
        {label}
      </code>
      {children}
    </div>
  );
}

const meta = {
  title: 'Foundations/Theme',
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'One `createThemeContract` (`vars`) and two themes, `lightTheme` and `darkTheme`: warm ' +
          'neutrals, one deep-teal accent, 8 to 16 px radii, soft shadows and the system font stack ' +
          '(no web fonts). Components read only `vars`. Put a theme class on `<body>` so portalled ' +
          'overlays are themed too; `import "@hds/ui"` also installs the global base styles ' +
          '(box-sizing, body font, reduced motion). Colour roles come in pairs: a fill and the text ' +
          'that sits on it (`accent` + `accentText`).',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every text-on-fill pair, in both themes (axe fails the story if one drops below AA). */
export const ColourPairs: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space[6] }}>
      <Palette themeClass={lightTheme} title="Light" />
      <Palette themeClass={darkTheme} title="Dark" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Light' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Dark' })).toBeVisible();
    await expect(lightColors.accent).not.toBe(darkColors.accent);
  },
};

export const Typography: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space[3] }}>
      {(Object.keys(scale.font.size) as (keyof typeof scale.font.size)[])
        .slice()
        .reverse()
        .map((size) => (
          <Row key={size} label={`${size} ${scale.font.size[size]}`}>
            <span
              style={{
                fontSize: vars.font.size[size],
                lineHeight: vars.font.lineHeight.snug,
                fontWeight: size.includes('xl') ? vars.font.weight.semibold : undefined,
                letterSpacing: size.includes('xl') ? vars.font.letterSpacing.tight : undefined,
              }}
            >
              See the room it could be
            </span>
          </Row>
        ))}
    </div>
  ),
};

export const SpaceRadiusShadow: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space[8] }}>
      <div style={{ display: 'grid', gap: vars.space[2] }}>
        {(['1', '2', '3', '4', '6', '8', '12', '16'] as const).map((step) => (
          <Row key={step} label={`space ${step}`}>
            <span
              style={{
                width: vars.space[step],
                height: vars.space[3],
                borderRadius: vars.radius.sm,
                background: vars.color.accent,
              }}
            />
          </Row>
        ))}
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space[6] }}>
        {(['sm', 'md', 'lg', 'xl'] as const).map((level) => (
          <div
            key={level}
            style={{
              display: 'grid',
              placeItems: 'center',
              width: '8rem',
              height: '5rem',
              borderRadius: vars.radius[level === 'sm' ? 'md' : 'lg'],
              background: vars.color.surface,
              boxShadow: vars.shadow[level],
              fontSize: vars.font.size.sm,
            }}
          >
            shadow {level}
          </div>
        ))}
      </div>
    </div>
  ),
};
