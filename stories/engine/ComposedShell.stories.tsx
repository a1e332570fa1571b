import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoShell } from '../../server/seed/demo-shop';
import { ShellPreview } from '../support/ShellPreview';

/** A header whose JSON was cut off mid-edit: the engine must skip it and carry on. */
const brokenEntry = { section_name: 'Header', visibility: 'Y', other_configration: '{"pattern": 2, "sticky": tru' };

/** The broken entry goes second, between sections that must still render around it. */
const withBrokenEntry = [...demoShell.slice(0, 1), brokenEntry, ...demoShell.slice(1)];

const meta = {
  title: 'Engine/Composed shell',
  component: ShellPreview,
  parameters: { layout: 'fullscreen' },
  argTypes: { entries: { control: 'object', description: 'The shell configuration list as the API serves it' } },
} satisfies Meta<typeof ShellPreview>;
export default meta;

type Story = StoryObj<typeof meta>;

export const DemoShell: Story = { args: { entries: demoShell } };

export const WithBrokenEntry: Story = { args: { entries: withBrokenEntry } };
