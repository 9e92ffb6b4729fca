export declare const MINIMUM: [number, number];
export declare function nodeTooOld(version: string, script?: string): string | null;
