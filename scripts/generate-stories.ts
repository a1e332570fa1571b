/**
 * Writes stories/sections/<section>.stories.tsx from the section registry, so
 * a new pattern or example gets a story without anyone writing one.
 *
 *   tsx scripts/generate-stories.ts          write what changed, remove stale files
 *   tsx scripts/generate-stories.ts --check  only report; exit 1 when out of date
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sectionRegistry } from '../registry';
import { GENERATED_MARKER, STORIES_DIR, renderStoryFiles } from '../stories/support/story-files';

const dir = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), STORIES_DIR);
const check = process.argv.includes('--check');

function readIfExists(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

mkdirSync(dir, { recursive: true });
const expected = renderStoryFiles(sectionRegistry);
const toWrite = [...expected].filter(([name, text]) => readIfExists(join(dir, name)) !== text);
// Only files this script wrote are removed; a hand-written story here is left alone.
const toRemove = readdirSync(dir).filter(
  (name) => name.endsWith('.stories.tsx') && !expected.has(name) && (readIfExists(join(dir, name)) ?? '').includes(GENERATED_MARKER),
);

if (check) {
  if (toWrite.length === 0 && toRemove.length === 0) {
    console.log(`stories: ${expected.size} generated files up to date`);
  } else {
    for (const [name] of toWrite) console.error(`stories: ${STORIES_DIR}/${name} is missing or out of date`);
    for (const name of toRemove) console.error(`stories: ${STORIES_DIR}/${name} has no registered section`);
    console.error('stories: run `npm run stories:generate` and commit the result');
    process.exitCode = 1;
  }
} else {
  for (const [name, text] of toWrite) writeFileSync(join(dir, name), text);
  for (const name of toRemove) rmSync(join(dir, name));
  console.log(`stories: ${expected.size} files, ${toWrite.length} written, ${toRemove.length} removed`);
}
