import type { Decision, GuardInput } from '@/shared/routing';

export type { GuardInput };
export type Guard = (input: GuardInput) => Promise<Decision | null>;
