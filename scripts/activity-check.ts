// `npm run activity:check`: validates every activities/<id>/manifest.ts (schema, id = folder, time window, route
// collisions with the core routes and with each other) and prints each problem as `<file>: <field>: <message>`.
import path from 'node:path';
import { checkActivities } from '../src/app/activities/check-on-disk';

const root = process.argv[2] ? path.resolve(process.argv[2]) : path.resolve(import.meta.dirname, '..');
const { manifests, problems } = await checkActivities(root);
for (const problem of problems) console.error(problem);
if (problems.length) {
  console.error(`\n${problems.length} problem(s) in activity manifests.`);
  process.exit(1);
}
console.log(
  `${manifests.length} activity manifest(s) valid: ${manifests
    .map((manifest) => manifest.id)
    .sort()
    .join(', ')}`,
);
