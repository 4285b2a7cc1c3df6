# __title__ (`__id__`)

A campaign of 微课堂 (how campaigns work: [activities/README.md](../README.md)).

| route                    | page    | auth     | what it shows                                     |
| ------------------------ | ------- | -------- | ------------------------------------------------- |
| `/activity/__id__/index` | `index` | `silent` | the campaign's info and how many people took part |

Preview: `npm start`, then open <http://localhost:3000/?token=mock.1.dev#/activity/__id__/index> (as 李小雨).
Tests: `npx rstest -c tests/rstest.config.ts activities/__id__` (model, page, mock, time window);
`node scripts/e2e.mjs activity-__id__ activities-build` (in Chromium: tests/e2e/activity-__id__.e2e.ts; and the build's chunks).

## Mock endpoints

Envelope `{ code, msg, data }` of docs/api.md; `token` as a query parameter, as every call carries it.

### GET /api/active/__id__/info

The campaign's first-screen content; each user who opens it counts once as a participant.

| params  | answer `data`                                                                 | errors                   |
| ------- | ----------------------------------------------------------------------------- | ------------------------ |
| `token` | `{ headline: string, description: string, participants: number }` (count ≥ 0) | 1000 without valid token |
