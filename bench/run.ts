/**
 * npm run bench: every performance goal of the product, measured in one run on this machine.
 * Figures are printed with the baseline they are compared against, and saved to results/latest.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { benchAccounts } from './accounts.bench.js';
import { benchApplicants } from './applicants.bench.js';
import { benchAuthBundles } from './auth-bundles.bench.js';
import { benchCareers } from './careers.bench.js';
import { benchChat } from './chat.bench.js';
import { benchGeo } from './geo.bench.js';
import { benchJobs } from './jobs.bench.js';
import { benchLighthouse } from './lighthouse.bench.js';
import { benchDashboard, benchMatching } from './matching.bench.js';
import { benchNotifications } from './notifications.bench.js';
import { benchRanking, benchScaleRanking } from './ranking.bench.js';
import { benchRetention } from './retention.bench.js';
import { benchScreens } from './screens.bench.js';

const results: Record<string, unknown> = { at: new Date().toISOString() };
results.accounts = await benchAccounts();
results.authBundles = await benchAuthBundles();
results.notifications = await benchNotifications();
results.chat = await benchChat();
results.geo = await benchGeo();
results.jobs = await benchJobs();
results.careers = await benchCareers();
results.applicants = await benchApplicants();
results.ranking = await benchRanking();
results.scaleRanking = await benchScaleRanking();
results.matching = await benchMatching();
results.dashboard = await benchDashboard();
results.retention = await benchRetention();
results.lighthouse = await benchLighthouse();
results.screens = await benchScreens();

const dir = fileURLToPath(new URL('./results', import.meta.url));
mkdirSync(dir, { recursive: true });
writeFileSync(`${dir}/latest.json`, `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nSaved to bench/results/latest.json`);
