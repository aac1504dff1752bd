/** Types of prepare.mjs (plain ESM so that start.mjs runs before node_modules exists). */
export declare function run(root: string, command: string, args: string[], env?: NodeJS.ProcessEnv): number;
export declare function installReason(root: string): string | null;
export declare function ensureInstalled(root: string, log?: (line: string) => void): boolean;
export declare const BUILD_INPUTS: string[];
export declare function staleReason(root: string, dist?: string): string | null;
export declare function viteBuild(root: string, dist?: string): number;
export declare function buildIfStale(root: string, log?: (line: string) => void, dist?: string): boolean;
