import type { ConfigDocument, ConfigKey } from '../../../schemas/api/studio';

/** Stands in for the preview iframe: shows what it would post, so tests can read the draft and the highlight. */
export function PreviewStub({ configKey, document, highlight, highlightLabel }: { configKey: ConfigKey; document: ConfigDocument; highlight: number | null; highlightLabel?: string }) {
  return (
    <div data-testid="preview" data-key={configKey} data-highlight={highlight === null ? '' : String(highlight)} data-highlight-label={highlightLabel}>
      {JSON.stringify(document)}
    </div>
  );
}

export function PatternPreviewStub({ section, pattern }: { section: string; pattern: number }) {
  return <span data-testid="pattern-preview">{`${section} ${pattern}`}</span>;
}
