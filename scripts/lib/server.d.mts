export declare const root: string;
export declare function build(options: { distDir: string; envMode?: string; env?: Record<string, string> }): string;
export declare function freePort(): Promise<number>;
export declare function preview(options: {
  distDir: string;
  env?: Record<string, string>;
}): Promise<{ url: string; stop: () => Promise<void> }>;
