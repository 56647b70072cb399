import type { CityHit } from '@talentdeck/shared';
import { AutoComplete } from 'antd';
import { useEffect, useState } from 'react';
import { useCitySearch } from '../../geo/api/search-cities';

type Place = Omit<CityHit, 'lat' | 'long'> & { lat: number | null; long: number | null };

const label = (hit: Place) => `${hit.city}, ${hit.country}`;

type CityAutocompleteProps = {
  value?: Place | null;
  onChange?: (value: Place | null) => void;
  id?: string;
  'aria-describedby'?: string;
};

/** Debounces typing so a fast typist sends one search, not one per key. */
function useDebounced(value: string, ms: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * The office's city and country, picked from the bundled world-cities search (most populous
 * first). Typing after a pick clears it: only a picked place counts.
 */
export function CityAutocomplete({ value, onChange, id, ...aria }: CityAutocompleteProps) {
  const [text, setText] = useState(value ? label(value) : '');
  const query = useDebounced(value && text === label(value) ? '' : text, 200);
  const search = useCitySearch(query);
  const hits = search.data ?? [];

  useEffect(() => {
    if (value) setText(label(value));
  }, [value]);

  return (
    <AutoComplete
      id={id}
      value={text}
      placeholder="Start typing a city"
      options={hits.map((hit, i) => ({ value: `${i}`, label: label(hit) }))}
      onSearch={(next) => {
        setText(next);
        if (value) onChange?.(null);
      }}
      onSelect={(key: string) => {
        const hit = hits[Number(key)];
        if (!hit) return;
        setText(label(hit));
        onChange?.(hit);
      }}
      notFoundContent={query.trim() && search.isFetched && hits.length === 0 ? 'No city found' : null}
      aria-describedby={aria['aria-describedby']}
      defaultActiveFirstOption
      allowClear
      onClear={() => {
        setText('');
        onChange?.(null);
      }}
    />
  );
}
