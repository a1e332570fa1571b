import { useCallback } from 'react';
import type { MessageKey } from './messages';
import { useT, type Translate } from './useT';

/** Our own words that reach a screen as English text (a shared schema's message, an error's): each with its catalogue key. */
export type KnownWords = ReadonlyMap<string, MessageKey>;

/** `message` in the page's language when it is one of ours; anyone else's words (a server's refusal) as written. */
export function translateKnown(words: KnownWords, message: string, t: Translate): string {
  const key = words.get(message);
  return key ? t(key) : message;
}

export function useKnownWords(words: KnownWords): (message: string) => string {
  const t = useT();
  return useCallback((message: string) => translateKnown(words, message, t), [words, t]);
}
