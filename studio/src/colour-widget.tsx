// A theme colour: a picker and its hex text side by side, with the contrast check the build
// applies (schemas/theme-contrast.ts): how the colour reads against what it is drawn with, and
// the readable variant the site will use for text when it falls short.
import type { WidgetProps } from '@rjsf/utils';
import { contrast, MIN_TEXT_CONTRAST, readableOn } from '#schemas/theme-contrast.ts';
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
  const tokens = (registry.formContext as ColourContext | undefined)?.themes?.[theme];
  const text = typeof value === 'string' ? value : '';
  const partners = (PARTNERS[token] ?? TEXT_BACKS).flatMap((p) =>
    typeof tokens === 'object' && tokens && HEX.test(tokens[p] ?? '') ? [[p, tokens[p]!]] : [],
  );
  const valid = HEX.test(text);
  const worst =
    valid && partners.length > 0
      ? partners.reduce(
          (w, [name, c]) => {
            const r = contrast(text, c!);
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
        value={valid ? text.toLowerCase() : '#000000'}
        disabled={disabled || readonly}
        onChange={(e) => onChange(e.target.value)}
      />
      <input
        id={id}
        type="text"
        value={text}
        spellCheck={false}
        disabled={disabled || readonly}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={`${id}-contrast`}
      />
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
                  text,
                  partners.map(([, c]) => c!),
                ),
              )}
        </span>
      )}
    </div>
  );
}
