export * from './accounts.js';
export * from './admin.js';
export * from './jobs.js';
export * from './notifications.js';
export * from './platform.js';
export * from './taxonomy.js';
export * from './waitlist.js';
