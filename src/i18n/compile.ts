import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';

/**
 * A catalogue's ICU messages in Lingui's compiled form, the form the runtime
 * reads without a parser (the parser alone would be ~8 KB gzip in the
 * shopper's bundle). Used at build time (vite-plugin.ts), by the server for
 * the catalogue it inlines, and by scripts/check-messages.ts. Throws on the
 * first message that is not valid ICU, naming its key.
 */
export function compileCatalogue(messages: Readonly<Record<string, string>>): Record<string, CompiledMessage> {
  const compiled: Record<string, CompiledMessage> = {};
  for (const [key, message] of Object.entries(messages)) {
    try {
      compiled[key] = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(`message "${key}" is not valid ICU: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }
  return compiled;
}

/** A catalogue file's text as a flat record of strings, or an error naming what is wrong. */
export function readCatalogueText(text: string, file: string): Record<string, string> {
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error(`${file}: a catalogue is one JSON object of key → message`);
  const messages: Record<string, string> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (typeof value !== 'string') throw new Error(`${file}: "${key}" is not a string`);
    messages[key] = value;
  }
  return messages;
}
