import type { ChildProcess, SpawnOptions } from 'node:child_process';
export declare function spawnGroup(command: string, args: string[], options?: SpawnOptions): ChildProcess;
