import type { CityHit } from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { AutoComplete, Input } from 'antd';
import { useEffect, useState } from 'react';
import { citySearchQuery } from '#web/lib/city-search';

/** A picked city; a place saved without coordinates has null ones. */
export type CityPlace = Omit<CityHit, 'lat' | 'long'> & { lat: number | null; long: number | null };

const label = (place: Pick<CityPlace, 'city' | 'country'>) => `${place.city}, ${place.country}`;

type CityPickerProps = {
  value?: CityPlace | null;
  onChange?: (value: CityPlace | null) => void;
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
 * A city and its country, picked from the bundled world-cities search (most populous first; the
 * first match is active, so Enter picks it). Typing after a pick clears it: only a picked place
 * counts. Enter never submits the surrounding form from here.
 */
export function CityPicker({ value, onChange, id, ...aria }: CityPickerProps) {
  const [text, setText] = useState(value ? label(value) : '');
  const query = useDebounced(value && text === label(value) ? '' : text, 200);
  const search = useQuery(citySearchQuery(query));
  const hits = search.data ?? [];

  useEffect(() => {
    if (value) setText(label(value));
  }, [value]);

  return (
    <AutoComplete
      value={text}
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
      defaultActiveFirstOption
      allowClear
      onClear={() => {
        setText('');
        onChange?.(null);
      }}
    >
      <Input
        id={id}
        placeholder="Start typing a city"
        aria-describedby={aria['aria-describedby']}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
    </AutoComplete>
  );
}
