/**
 * A row of range chips (7 days / 30 days, today / this week ...): one is pressed, a click picks
 * another. The member centre's records and the agent centre's reports both pick ranges this way.
 */
export function RangeChips<T extends string | number>({
  label,
  options,
  value,
  onPick,
  labelOf,
}: {
  /** Accessible name of the group. */
  label: string;
  options: readonly T[];
  /** The pressed chip; null when none is (a custom range). */
  value: T | null;
  onPick: (option: T) => void;
  labelOf: (option: T) => string;
}) {
  return (
    <div className="chips" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className={option === value ? 'chip is-active' : 'chip'}
          aria-pressed={option === value}
          data-testid={`range-${option}`}
          onClick={() => onPick(option)}
        >
          {labelOf(option)}
        </button>
      ))}
    </div>
  );
}
