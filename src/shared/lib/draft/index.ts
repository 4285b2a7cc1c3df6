export { createDraft, DRAFT_PREFIX, type Draft, type DraftConfig } from './draft';
