import { useId } from 'react';
import classes from './segmented-choice.module.css';

export interface SegmentedChoiceOption {
  value: string;
  label: string;
}

export interface SegmentedChoiceProps {
  data: readonly SegmentedChoiceOption[];
  value: string;
  onChange: (value: string) => void;
  /** Form name of the radios; one is made up when not given. */
  name?: string;
  fullWidth?: boolean;
  /**
   * The option already checked can be chosen too, with a click or the space bar (onChange with the same
   * value): for a choice shown checked before anyone made it (the season, which follows the calendar until a
   * visitor picks one).
   */
  reselectable?: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/**
 * One choice out of a few, shown side by side: native radio buttons, so arrow keys, screen readers
 * and forms work as for any radio group.
 */
export function SegmentedChoice({
  data,
  value,
  onChange,
  name,
  fullWidth = false,
  reselectable = false,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
}: SegmentedChoiceProps) {
  const generatedName = useId();
  const groupName = name ?? generatedName;
  return (
    <div
      role="radiogroup"
      aria-label={ariaLabel}
      aria-labelledby={ariaLabelledBy}
      className={fullWidth ? `${classes.root} ${classes.fullWidth}` : classes.root}
    >
      {data.map((option) => (
        <label key={option.value} className={classes.option}>
          <input
            type="radio"
            className={classes.input}
            name={groupName}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
            // A checked radio fires no change when chosen again: a click still comes, and the space bar
            // (which on a checked radio does nothing at all in Chromium) is read as the key it is.
            onClick={reselectable && option.value === value ? () => onChange(option.value) : undefined}
            onKeyDown={
              reselectable && option.value === value
                ? (event) => {
                    if (event.key === ' ') onChange(option.value);
                  }
                : undefined
            }
          />
          <span className={classes.label}>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
