import { DatePicker } from 'antd';
import dayjs from 'dayjs';

type DateInputProps = {
  /** A calendar date `YYYY-MM-DD`, as the API takes it (so the form's values stay plain JSON). */
  value?: string | null;
  onChange?: (value: string | null) => void;
  id?: string;
  /** Dates after today cannot be picked (a birth date, a start date). */
  pastOnly?: boolean;
  placeholder?: string;
  'aria-describedby'?: string;
};

/** A date picker that reads and writes `YYYY-MM-DD`; it can be typed in that form too. */
export function DateInput({ value, onChange, id, pastOnly, placeholder = 'YYYY-MM-DD', ...aria }: DateInputProps) {
  return (
    <DatePicker
      id={id}
      value={value ? dayjs(value) : null}
      onChange={(day) => onChange?.(day ? day.format('YYYY-MM-DD') : null)}
      format="YYYY-MM-DD"
      placeholder={placeholder}
      disabledDate={pastOnly ? (day) => day.isAfter(dayjs(), 'day') : undefined}
      style={{ width: '100%' }}
      aria-describedby={aria['aria-describedby']}
    />
  );
}
