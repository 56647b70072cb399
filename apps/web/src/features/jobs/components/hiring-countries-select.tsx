import { countryOptions, LIMITS } from '@talentdeck/shared';
import { Select } from 'antd';
import { useMemo } from 'react';

type Props = { id?: string; value?: string[]; onChange?: (codes: string[]) => void };

/** The countries a fully remote job hires from: ISO codes stored, English names shown. */
export function HiringCountriesSelect({ id, value, onChange }: Props) {
  const options = useMemo(() => countryOptions().map((c) => ({ value: c.code, label: c.name })), []);
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      value={value ?? []}
      onChange={onChange}
      options={options}
      maxCount={LIMITS.hiringCountriesMax}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="Any country"
      aria-label="Hiring from"
    />
  );
}
