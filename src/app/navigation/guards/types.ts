export type { Guard, GuardInput } from '@/shared/routing';
