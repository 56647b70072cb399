export * from './constants.js';
export * from './messages.js';
export * from './routing.js';
export * from './schemas/accounts.js';
export * from './schemas/common.js';
export * from './schemas/jobs.js';
