export * from './constants.js';
export * from './messages.js';
export * from './routing.js';
export * from './schemas/accounts.js';
export * from './schemas/admin.js';
export * from './schemas/common.js';
export * from './schemas/notifications.js';
export * from './schemas/waitlist.js';
