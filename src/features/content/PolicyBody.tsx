import type { PolicyBlock } from '../../../schemas/api/content';
import styles from './content.module.css';

/** A policy's blocks as text: React escapes it, so nothing in a policy can run as HTML. */
export function PolicyBody({ blocks }: { blocks: PolicyBlock[] }) {
  return (
    <div className={styles.policy}>
      {blocks.map((block, i) => {
        if (block.kind === 'heading') return <h2 key={i}>{block.text}</h2>;
        if (block.kind === 'paragraph') return <p key={i}>{block.text}</p>;
        return (
          <ul key={i}>
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        );
      })}
    </div>
  );
}
