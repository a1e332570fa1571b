import type { ConfigDocument, ConfigKey } from '../../../schemas/api/studio';

/** Stands in for the preview iframe: shows what it would post, so tests can read the draft and the highlight. */
export function PreviewStub({ configKey, document, highlight }: { configKey: ConfigKey; document: ConfigDocument; highlight: number | null }) {
  return (
    <div data-testid="preview" data-key={configKey} data-highlight={highlight === null ? '' : String(highlight)}>
      {JSON.stringify(document)}
    </div>
  );
}

export function PatternPreviewStub({ section, pattern }: { section: string; pattern: number }) {
  return <span data-testid="pattern-preview">{`${section} ${pattern}`}</span>;
}
