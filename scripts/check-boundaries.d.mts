export declare function pointsIntoActivities(file: string, specifier: string): boolean;
export declare function findViolations(): string[];
export declare function findDroppedImports(dirs?: string[]): string[];
export declare function pointsIntoMockInternals(file: string, specifier: string): boolean;
export declare function findMockDeepImports(dirs?: string[]): string[];
export declare const TESTS_ALLOW_LIST: Record<string, string>;
export declare function findTestHelperNames(dirs?: string[]): string[];
export declare function findTestUtilsInProduction(dirs?: string[]): string[];
