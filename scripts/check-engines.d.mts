export type Floors = { chrome: number; ios: number };
export declare function engineFloors(): Floors;
export declare function syntaxUses(source: string): Set<string>;
export declare function apiFindings(source: string, floors: Floors): string[];
export declare function jsFindings(source: string, floors: Floors): string[];
export declare function cssFindings(css: string, floors: Floors): string[];
export declare function checkDist(distDir: string, floors?: Floors): string[];
