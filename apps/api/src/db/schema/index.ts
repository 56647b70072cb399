export * from './accounts.js';
export * from './companies.js';
export * from './platform.js';
