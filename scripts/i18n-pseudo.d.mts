// Types for i18n-pseudo.mjs (plain Node ESM, so that it runs without a TypeScript runtime).
import type { Output } from './check-catalogues.mjs';

export declare const LENGTHEN: number;

export interface PseudoWritten {
  locale: string;
  files: number;
  messages: number;
  broken: string[];
}

export declare function accent(text: string): string;
export declare function lengthen(text: string): string;
export declare function escapeText(text: string, inPlural: boolean): string;
export declare function pseudoMessage(message: string, locale: string): string;
export declare function pseudoCatalogue(
  englishPo: string,
  locale: string,
): { text: string; messages: number; broken: string[] };
export declare function writePseudoCatalogues(options?: { dir?: string }): Promise<PseudoWritten[]>;
export declare function main(argv?: string[], out?: Output): Promise<number>;
