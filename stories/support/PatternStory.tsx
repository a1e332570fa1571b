import type { CSSProperties } from 'react';
import { SectionFrame } from '../../src/engine/SectionFrame';
import { formatIssues, type ResolvedSection } from '../../src/engine/resolve';
import { findPattern } from './registry-lookup';

/** Diagnostics from stories are kept apart from any real page scope. */
export const STORY_SCOPE = 'storybook';

interface Props {
  section: string;
  pattern: number;
  /** The story's args: the pattern's props as a merchandiser would configure them. */
  args: Record<string, unknown>;
}

const problemStyle: CSSProperties = {
  margin: 16,
  padding: 16,
  border: '2px dashed var(--danger)',
  borderRadius: 8,
  color: 'var(--danger)',
  font: '14px/1.5 system-ui, sans-serif',
};

/**
 * Renders one pattern the way the shop does: through SectionFrame, with the
 * same data-section/data-pattern wrapper, skeleton and error boundary. Props the
 * engine would refuse are shown as the 'invalid-props' message instead of
 * rendering, as the shop would skip the section.
 */
export function PatternStory({ section, pattern, args }: Props) {
  const definition = findPattern(section, pattern);
  const props = definition.schema.safeParse(args);
  if (!props.success) {
    return (
      <div role="alert" style={problemStyle} data-story-problem="">
        The shop would skip this section (invalid-props): {formatIssues(props.error.issues)}
      </div>
    );
  }
  const resolved: ResolvedSection = { key: `story:${section}:${pattern}`, index: 0, section, pattern, definition, config: args };
  // Keyed by the args so a section that failed re-renders once its controls are fixed.
  return <SectionFrame key={JSON.stringify(args)} section={resolved} scope={STORY_SCOPE} />;
}
