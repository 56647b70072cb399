import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { Captcha } from './captcha/captcha.js';
import type { EventBus } from './events/event-bus.js';
import type { Mailer } from './mail/mailer.js';
import type { PasswordHasher } from './passwords.js';
import type { Queue } from './queue/queue.js';

/** What services need from the platform; routes pass it in, tests can build their own. */
export type AppContext = {
  db: Db;
  config: Config;
  mailer: Mailer;
  queue: Queue;
  captcha: Captcha;
  passwords: PasswordHasher;
  /** Realtime fan-out to the signed-in users of a company, across API processes. */
  events: EventBus;
  log: FastifyBaseLogger;
};
