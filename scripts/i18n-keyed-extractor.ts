// A Lingui extractor for src/domain/messages.ts: every entry of the MESSAGES object becomes one
// catalogue message whose id is its key (the error code the server sends) and whose source is
// the English as written. The file stays a plain object the server and tests read directly; the
// SPA shows the same messages from the catalogue of her language (src/i18n/message.ts).
// server/mail/mail-texts.ts (MAIL_TEXTS, the account e-mails) is read the same way: the server
// formats them from the `mails` catalogue (server/mail/mail-i18n.ts).
import ts from 'typescript';
import type { ExtractorType } from '@lingui/conf';

export const KEYED_MESSAGE_FILES =
  /[\\/](?:src[\\/]domain[\\/]messages|server[\\/]mail[\\/]mail-texts)\.ts$/;

/** The names of the keyed objects those files export. */
const KEYED_OBJECTS: ReadonlySet<string> = new Set(['MESSAGES', 'MAIL_TEXTS']);

export interface KeyedMessage {
  id: string;
  message: string;
  line: number;
  comment?: string;
}

function leadingComment(source: ts.SourceFile, node: ts.Node): string | undefined {
  const ranges = ts.getLeadingCommentRanges(source.text, node.getFullStart()) ?? [];
  const text = ranges
    .map((range) => source.text.slice(range.pos, range.end))
    .map((comment) => comment.replace(/^\/\/\s?|^\/\*+\s?|\s*\*+\/$/g, '').trim())
    .filter(Boolean)
    .join(' ');
  return text || undefined;
}

/** The string entries of `export const MESSAGES = { ... }` (or MAIL_TEXTS) in a module's source. */
export function keyedMessages(fileName: string, code: string): KeyedMessage[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true);
  const found: KeyedMessage[] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || !KEYED_OBJECTS.has(declaration.name.text)) continue;
      let value = declaration.initializer;
      while (value && (ts.isAsExpression(value) || ts.isSatisfiesExpression(value))) {
        value = value.expression;
      }
      if (!value || !ts.isObjectLiteralExpression(value)) {
        throw new Error(`${fileName}: MESSAGES is not an object literal`);
      }
      for (const property of value.properties) {
        if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) {
          throw new Error(`${fileName}: every MESSAGES entry must be "key: 'text'"`);
        }
        const text = property.initializer;
        if (!ts.isStringLiteral(text) && !ts.isNoSubstitutionTemplateLiteral(text)) {
          throw new Error(`${fileName}: MESSAGES.${property.name.text} is not a plain string`);
        }
        found.push({
          id: property.name.text,
          message: text.text,
          line: source.getLineAndCharacterOfPosition(property.getStart()).line + 1,
          comment: leadingComment(source, property),
        });
      }
    }
  }
  return found;
}

export const keyedMessagesExtractor: ExtractorType = {
  match: (fileName) => KEYED_MESSAGE_FILES.test(fileName),
  extract(fileName, code, onMessageExtracted) {
    for (const { id, message, line, comment } of keyedMessages(fileName, code)) {
      onMessageExtracted({ id, message, origin: [fileName, line], comment });
    }
  },
};
