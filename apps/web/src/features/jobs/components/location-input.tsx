import { AutoComplete, Input } from 'antd';
import { useEffect, useState } from 'react';
import { type CityOption, useCitySearch } from '../api/search-cities';

export type JobPlace = { city: string; country: string; lat: number; lng: number };

type Props = { id?: string; value?: JobPlace | null; onChange?: (place: JobPlace | null) => void; 'aria-describedby'?: string };

const label = (p: { city: string; country: string }) => `${p.city}, ${p.country}`;

/** City autocomplete (GET /api/geo/cities). Enter never submits the form from here. */
export function LocationInput({ id, value, onChange, ...rest }: Props) {
  const [text, setText] = useState(value ? label(value) : '');
  const [query, setQuery] = useState('');
  useEffect(() => {
    setText(value ? label(value) : '');
  }, [value]);
  useEffect(() => {
    const t = setTimeout(() => setQuery(text), 250);
    return () => clearTimeout(t);
  }, [text]);
  const cities = useCitySearch(query);
  const options = (cities.data ?? []).map((c: CityOption) => ({
    value: `${label(c)}|${c.lat}|${c.long}`,
    label: label(c),
    city: c,
  }));
  return (
    <AutoComplete
      id={id}
      value={text}
      options={options}
      onSearch={(v) => {
        setText(v);
        if (value) onChange?.(null);
      }}
      onSelect={(_v, option) => {
        const c = (option as { city: CityOption }).city;
        const place = { city: c.city, country: c.country, lat: c.lat, lng: c.long };
        setText(label(place));
        onChange?.(place);
      }}
      notFoundContent={query.length >= 2 && !cities.isFetching ? 'No matching city' : null}
    >
      <Input
        placeholder="Start typing a city"
        aria-describedby={rest['aria-describedby']}
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.preventDefault();
        }}
      />
    </AutoComplete>
  );
}
