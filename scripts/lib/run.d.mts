export declare function failuresIn(output: string): { failures: string[]; reasons: Map<string, string[]> };
export declare function runCounted(
  command: string[],
  options?: { env?: Record<string, string>; quiet?: boolean },
): Promise<{
  code: number;
  output: string;
  seconds: number;
  counted: boolean;
  passed: number;
  failed: number;
  failures: string[];
  reasons: Map<string, string[]>;
}>;
