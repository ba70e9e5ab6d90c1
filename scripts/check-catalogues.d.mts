// Types for check-catalogues.mjs (plain Node ESM, so that it runs without a TypeScript runtime).

export declare const SOURCE_LOCALE: string;
export declare const PSEUDO_LOCALES: string[];

export interface CatalogueEntry {
  msgid: string;
  msgctxt: string | null;
  msgstr: string;
  explicitId: boolean;
  fuzzy: boolean;
}

export interface MessageShape {
  args: Set<string>;
  tags: Set<string>;
  selectors: { arg: string; type: 'plural' | 'select' | 'selectordinal'; keys: string[] }[];
}

export interface CheckResult {
  problems: string[];
  locales: string[];
  files: number;
  messages: number;
}

export interface Output {
  log(line: string): void;
  error(line: string): void;
}

export declare function label(entry: Pick<CatalogueEntry, 'msgid' | 'msgctxt'>): string;
export declare function parseCatalogue(text: string): {
  entries: Map<string, CatalogueEntry>;
  duplicates: CatalogueEntry[];
};
export declare function englishText(
  entry: Pick<CatalogueEntry, 'msgid' | 'msgstr' | 'explicitId'>,
): string | null;
export declare function messageShape(message: string): MessageShape;
export declare function compareTranslation(
  english: string,
  translation: string,
  locale: string,
): string[];
export declare function translatedLocales(dir: string): Promise<string[]>;
export declare function checkCatalogues(options?: {
  dir?: string;
  locales?: string[];
}): Promise<CheckResult>;
export declare function main(argv?: string[], out?: Output): Promise<number>;
