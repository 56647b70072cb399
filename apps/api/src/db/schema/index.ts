export * from './accounts.js';
export * from './jobs.js';
export * from './platform.js';
export * from './taxonomy.js';
