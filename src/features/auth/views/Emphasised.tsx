/** Stands in for the value while the sentence is translated; nothing a shopper types or a message holds. */
const SLOT = '\u0000';

/**
 * A translated sentence with one value in bold: where the value sits differs
 * between languages ("a code to +91 98…" against "+91 98… पर कोड"), so the
 * sentence is translated whole with a stand-in and the value set in its place.
 */
export function Emphasised({ sentence, value }: { sentence: (slot: string) => string; value: string }) {
  const [before = '', after = ''] = sentence(SLOT).split(SLOT);
  return (
    <>
      {before}
      <strong>{value}</strong>
      {after}
    </>
  );
}
