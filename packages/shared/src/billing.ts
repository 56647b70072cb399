import type { CURRENCIES } from './constants.js';

export type Currency = (typeof CURRENCIES)[number];

/** Billing rules of the specification (section 9) and of the payment flow. */
export const BILLING = {
  /** The specification's default packages, seeded once; administrators' changes win afterwards. */
  defaultPackages: [
    { seedKey: 'starter', packageName: 'Starter', jobsInPackage: 2, unitPrice: 99, validityMonths: 6, isPopular: false },
    { seedKey: 'take-off', packageName: 'Take off', jobsInPackage: 5, unitPrice: 222, validityMonths: 6, isPopular: false },
    { seedKey: 'premium', packageName: 'Premium', jobsInPackage: 10, unitPrice: 453, validityMonths: 12, isPopular: true },
    { seedKey: 'growth', packageName: 'Growth', jobsInPackage: 15, unitPrice: 630, validityMonths: 12, isPopular: false },
  ],
  defaultCurrency: 'USD' as Currency,
  /** The package the choose-bundle screen preselects. */
  preselectedPackageName: 'Premium',
  /** The free one-job bundle granted when a company is first approved. */
  freeJobValidityMonths: 6,
  /** How long a promo code applied to a payment keeps one of its uses reserved. */
  promoHoldMinutes: 30,
  jobsMax: 1000,
  validityMonthsMax: 60,
  promoCodeMax: 40,
} as const;

export const DISCOUNT_TYPES = ['percent', 'amount'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export const TRANSACTION_STATUSES = ['Successful', 'Unsuccessful'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** The sandbox provider's test cards, as in Stripe's test mode. */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

const ZERO_DECIMAL: readonly string[] = ['JPY', 'KRW'];

/** Digits after the decimal point of a currency's major unit (0 for JPY and KRW, else 2). */
export const currencyExponent = (currency: string) => (ZERO_DECIMAL.includes(currency) ? 0 : 2);

/** 453 (dollars) → 45300 (cents). */
export const toMinorUnits = (major: number, currency: string) => Math.round(major * 10 ** currencyExponent(currency));

/** 45300 (cents) → 453 (dollars). */
export const toMajorUnits = (minor: number, currency: string) => minor / 10 ** currencyExponent(currency);

const SYMBOLS: Record<string, string> = {
  USD: '$',
  GBP: '£',
  EUR: '€',
  CAD: 'CA$',
  PKR: '₨',
  NOK: 'kr ',
  CHF: 'CHF ',
  JPY: '¥',
  CNY: 'CN¥',
  KRW: '₩',
};

/** The specification's display: the currency symbol followed by the price ("$453", "$99.50"). */
export function formatMoney(major: number, currency: string): string {
  const digits = currencyExponent(currency);
  const text = Number.isInteger(major)
    ? major.toLocaleString('en-US')
    : major.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return `${SYMBOLS[currency] ?? `${currency} `}${text}`;
}

/** Adds whole months the way a calendar does: Jan 31 + 1 month = Feb 28/29. */
export function addMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

/** The Luhn check digit of a card number (digits only): a mistyped digit fails it. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A card's MM/YY expiry is still good at `now`: a card is valid through the last day of its month (UTC). */
export function cardExpiryCurrent(expiry: string, now: Date = new Date()): boolean {
  const [mm, yy] = expiry.split('/').map(Number) as [number, number];
  if (!(mm >= 1 && mm <= 12 && yy >= 0)) return false;
  return new Date(Date.UTC(2000 + yy, mm, 1)) > now;
}
