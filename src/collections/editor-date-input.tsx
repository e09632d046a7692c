import { DateInput, type DateInputProps } from '@mantine/dates';
import { fromPickerValue, parseBritishDateTime, toPickerValue } from './editor-date-time';

type BritishDateInputProps = Omit<
  DateInputProps,
  'value' | 'onChange' | 'valueFormat' | 'dateParser' | 'withTime' | 'defaultValue'
> & {
  value: Date | null;
  onChange: (value: Date | null) => void;
  /** Europe/London unless the item says otherwise: the wall time shown and typed is in this zone. */
  timeZone: string;
  /** A date alone (`dd/mm/yyyy`, the day's last minute) rather than a date and a time. */
  dateOnly?: boolean;
};

/**
 * A date (and time) typed or picked the British way, whatever the browser's language: `12/05/2026 16:30`
 * is 12 May, 24-hour clock. The value is the instant that wall time means in `timeZone`.
 */
export default function BritishDateInput({
  value,
  onChange,
  timeZone,
  dateOnly = false,
  ...props
}: BritishDateInputProps) {
  const picker = toPickerValue(value, timeZone);
  return (
    <DateInput
      placeholder={dateOnly ? 'dd/mm/yyyy' : 'dd/mm/yyyy hh:mm'}
      {...props}
      valueFormat={dateOnly ? 'DD/MM/YYYY' : 'DD/MM/YYYY HH:mm'}
      withTime={!dateOnly}
      dateParser={dateOnly ? (text) => parseBritishDateTime(text)?.slice(0, 10) ?? null : parseBritishDateTime}
      value={dateOnly ? (picker?.slice(0, 10) ?? null) : picker}
      onChange={(next) =>
        onChange(fromPickerValue(next && dateOnly ? `${next.slice(0, 10)} 23:59:00` : next, timeZone))
      }
    />
  );
}
