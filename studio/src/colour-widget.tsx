// A theme colour: a picker and its hex text side by side, with the contrast check the build
// applies (schemas/theme-contrast.ts): how the colour reads against what it is drawn with, and
// the readable variant the site will use for text when it falls short. A colour the theme may
// derive from its primary (schemas/theme-derive.ts) shows the derived value while it is left out,
// and one set by hand can be cleared back to it.
import type { WidgetProps } from '@rjsf/utils';
import { contrast, MIN_TEXT_CONTRAST, readableOn } from '#schemas/theme-contrast.ts';
import { derivedValue, isDerivedToken, type ThemeMode } from '#schemas/theme-derive.ts';
import { msg } from './messages.ts';

/** What each token is drawn against: the pairing the contrast is judged on. */
const PARTNERS: Record<string, string[]> = {
  primary: ['primaryContrast'],
  primaryContrast: ['primary'],
  background: ['text'],
  surface: ['text'],
  surfaceAlt: ['text'],
  border: ['background'],
};
const TEXT_BACKS = ['background', 'surface'];

const HEX = /^#[0-9a-fA-F]{6}$/;

interface ColourContext {
  themes?: Record<string, Record<string, string> | string>;
}

export function ColourWidget(props: WidgetProps) {
  const { id, value, onChange, label, disabled, readonly, options, registry } = props;
  const theme = String(options.theme ?? '');
  const token = String(options.token ?? '');
  const context = registry.formContext as ColourContext | undefined;
  const tokens = context?.themes?.[theme];
  const text = typeof value === 'string' ? value : '';
  // The colour the site draws: the one typed, else (for a derived token) the one derived.
  const derived = derivedValue(
    context?.themes as Parameters<typeof derivedValue>[0],
    theme as ThemeMode,
    token,
  );
  const followsPrimary = text === '' && derived !== undefined;
  // The light theme's primary follows the dark one's; every other derived colour its own primary.
  const fromDark = theme === 'light' && token === 'primary';
  const shown = followsPrimary ? derived : text;
  // Emptied, a derived token is left out of the manifest (not written as "").
  const set = (v: string) => onChange(v === '' && isDerivedToken(theme, token) ? undefined : v);
  const partners = (PARTNERS[token] ?? TEXT_BACKS).flatMap((p) =>
    typeof tokens === 'object' && tokens && HEX.test(tokens[p] ?? '') ? [[p, tokens[p]!]] : [],
  );
  const valid = HEX.test(shown);
  const worst =
    valid && partners.length > 0
      ? partners.reduce(
          (w, [name, c]) => {
            const r = contrast(shown, c!);
            return r < w.ratio ? { ratio: r, name: name! } : w;
          },
          { ratio: Infinity, name: '' },
        )
      : null;
  return (
    <div className="colour">
      <input
        type="color"
        aria-label={msg.colourPicker(label)}
        value={valid ? shown.toLowerCase() : '#000000'}
        disabled={disabled || readonly}
        onChange={(e) => set(e.target.value)}
      />
      <input
        id={id}
        type="text"
        value={text}
        placeholder={derived}
        spellCheck={false}
        disabled={disabled || readonly}
        onChange={(e) => set(e.target.value)}
        aria-describedby={`${id}-derived ${id}-contrast`}
      />
      {followsPrimary && (
        <span id={`${id}-derived`} className="derived">
          {fromDark ? msg.derivedFromDarkPrimary : msg.derivedFromPrimary}
        </span>
      )}
      {derived !== undefined && !followsPrimary && (
        <button
          type="button"
          className="derive"
          disabled={disabled || readonly}
          onClick={() => set('')}
        >
          {fromDark ? msg.deriveFromDarkPrimary(derived) : msg.deriveFromPrimary(derived)}
        </button>
      )}
      {worst && (
        <span
          id={`${id}-contrast`}
          className={worst.ratio >= MIN_TEXT_CONTRAST ? 'contrast ok' : 'contrast low'}
        >
          {msg.contrastWith(worst.ratio.toFixed(1), worst.name)}:{' '}
          {worst.ratio >= MIN_TEXT_CONTRAST
            ? msg.contrastOk
            : msg.contrastLow(
                MIN_TEXT_CONTRAST,
                readableOn(
                  shown,
                  partners.map(([, c]) => c!),
                ),
              )}
        </span>
      )}
    </div>
  );
}
