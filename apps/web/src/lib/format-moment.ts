/** A moment in the viewer's own zone, with the zone named ("29 Nov 2026, 12:31 GMT+1"). */
const momentFormat = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
});

export const formatMoment = (iso: string) => momentFormat.format(new Date(iso));
