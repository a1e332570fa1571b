/** `--name value` and `--name=value` pairs from a command line; positional words are ignored. */
export function parseFlags(argv: readonly string[]): Record<string, string> {
  const flags: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(argv[i] ?? '');
    if (!match?.[1]) continue;
    flags[match[1]] = match[2] ?? argv[++i] ?? '';
  }
  return flags;
}
