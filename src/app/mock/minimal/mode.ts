/**
 * Which backend the mock plays: `full` answers the shapes we designed (docs/api.md); `minimal` answers the calls the
 * spec describes with only the spec's fields (spec-fields.ts), the way the existing backend may. Server-wide and
 * kept across POST /__mock/reset, so an end-to-end run can pick it once.
 */
export type MockBackendMode = 'full' | 'minimal';

export const MOCK_BACKEND_MODES: readonly MockBackendMode[] = ['full', 'minimal'];

let mode: MockBackendMode = 'full';

export function getMockBackend(): MockBackendMode {
  return mode;
}

export function setMockBackend(next: MockBackendMode): void {
  mode = next;
}

/** `MOCK=minimal`, `?mode=minimal`: a known mode, or null for anything else. */
export function parseMockBackend(value: string | null | undefined): MockBackendMode | null {
  return MOCK_BACKEND_MODES.find((known) => known === value) ?? null;
}
