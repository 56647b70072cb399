/**
 * What any text sent to the API may contain, what a link may point at and which instants can be
 * stored: the one source of these rules. The API's schemas apply them through `text()`,
 * `urlField()` and `storableDateTime()` (schemas/common.ts), its filters through the functions
 * here; this module imports no zod, so the web app can use it in its smallest pages.
 */

/**
 * Control characters no text of ours carries: C0 controls (NUL among them, which PostgreSQL cannot
 * store), DEL, and UTF-16 halves without their pair (not text at all: PostgreSQL refuses them in
 * JSON and they cannot be encoded as UTF-8). Tab, line feed and carriage return are refused too,
 * unless the field is multi-line.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const SINGLE_LINE_REFUSED = /[\u0000-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const MULTI_LINE_REFUSED =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `value` holds a character no text field accepts (see above). */
export function hasRefusedCharacters(value: string, multiline = false): boolean {
  return (multiline ? MULTI_LINE_REFUSED : SINGLE_LINE_REFUSED).test(value);
}

/**
 * A link the product may store and later put in an `href` or `src`: an absolute http(s) URL (the
 * S3 storage answers those too) or one of our own uploads (`/uploads/<file>`, what local storage
 * answers). Anything with another scheme (`javascript:`, `data:`, `vbscript:`…) or none is refused.
 */
const SAFE_URL_PATTERN = /^(\/uploads\/[A-Za-z0-9._-]+|https?:\/\/[^\s/?#]+([/?#]\S*)?)$/i;

/** True when `value` is a link we may store (see SAFE_URL_PATTERN). */
export function isSafeUrl(value: string): boolean {
  // '..' as an upload's name would climb out of /uploads/.
  return SAFE_URL_PATTERN.test(value) && !/^\/uploads\/\.+$/.test(value);
}

/**
 * The instants the API accepts: years 1 to 9999. PostgreSQL has no year 0, and JavaScript writes
 * years past 9999 with six digits and a sign, which PostgreSQL cannot read; either fails the query.
 */
export const STORABLE_DATES = {
  min: Date.parse('0001-01-01T00:00:00.000Z'),
  max: Date.parse('9999-12-31T23:59:59.999Z'),
} as const;

/** True when the instant (milliseconds since 1970) can be stored and compared with. */
export const isStorableDate = (ms: number) => ms >= STORABLE_DATES.min && ms <= STORABLE_DATES.max;
