export declare function pointsIntoActivities(file: string, specifier: string): boolean;
export declare function findViolations(): string[];
export declare function findDroppedImports(dirs?: string[]): string[];
