import { describe, expect, it } from 'vitest';
import { runLintConfig } from '../../scripts/lint-config';
import { demoLayouts, demoShell } from '../../server/seed/demo-shop';

function files(content: Record<string, string>) {
  return (file: string) => {
    const text = content[file];
    if (text === undefined) throw new Error(`ENOENT: no such file, open '${file}'`);
    return text;
  };
}
const badShell = JSON.stringify([{ section_name: 'header', visibility: 'X', other_configration: '{"pattern":1}' }]);

describe('lint:config', () => {
  it('passes a valid shell (the default scope) with exit 0', () => {
    const run = runLintConfig(['shell.json'], files({ 'shell.json': JSON.stringify(demoShell) }));
    expect(run).toEqual({ code: 0, output: `shell: ${demoShell.length} entries, all valid` });
  });

  it('reports problems with exit 1', () => {
    const run = runLintConfig(['bad.json'], files({ 'bad.json': badShell }));
    expect(run.code).toBe(1);
    expect(run.output).toMatch(/shell: 1 problem\(s\)\n {2}entry 0 \(header\) visibility: must be 'Y' or 'N'/);
  });

  it('checks a list against --scope', () => {
    const menu = JSON.stringify(demoLayouts.menu);
    expect(runLintConfig(['menu.json', '--scope', 'menu'], files({ 'menu.json': menu })).code).toBe(0);
    expect(runLintConfig(['menu.json', '--scope=shell'], files({ 'menu.json': menu })).code).toBe(1);
  });

  it('checks every scope of a {scope: entries} file, and refuses unknown scopes', () => {
    const all = JSON.stringify({ shell: demoShell, menu: demoLayouts.menu, home: [] });
    const ok = runLintConfig(['all.json'], files({ 'all.json': all }));
    expect(ok.code).toBe(0);
    expect(ok.output.split('\n').map((l) => l.split(':')[0])).toEqual(['shell', 'menu', 'home']);
    const bad = runLintConfig(['all.json'], files({ 'all.json': JSON.stringify({ shell: JSON.parse(badShell), blog: [] }) }));
    expect(bad.code).toBe(1);
    expect(bad.output).toMatch(/blog: not a configuration scope/);
  });

  it('exits 2 for a missing file, broken JSON or bad arguments', () => {
    expect(runLintConfig(['gone.json'], files({})).code).toBe(2);
    expect(runLintConfig(['x.json'], files({ 'x.json': '[{' })).code).toBe(2);
    expect(runLintConfig([], files({})).code).toBe(2);
    expect(runLintConfig(['x.json', '--scope', 'blog'], files({ 'x.json': '[]' })).output).toMatch(/unknown scope "blog"/);
  });
});
