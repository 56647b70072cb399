export * from './accounts.js';
export * from './billing.js';
export * from './platform.js';
