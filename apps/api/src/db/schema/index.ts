export * from './accounts.js';
export * from './admin.js';
export * from './billing.js';
export * from './companies.js';
export * from './notifications.js';
export * from './platform.js';
export * from './waitlist.js';
