import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import * as previewAnnotations from '../../../.storybook/preview';
import * as listingStories from '../../../stories/sections/product-listing.stories';
import * as filterStories from '../../../stories/sections/product-filters.stories';

const project = setProjectAnnotations([previewAnnotations]);
beforeAll(project.beforeAll);

/** The listing sections need no page around them in Storybook: they read the story's route and the fixture catalogue. */
describe('listing section stories show the fixture catalogue', () => {
  it('the grid lists the first page of products with a count and pages', async () => {
    const { Pattern1 } = composeStories(listingStories);
    render(<Pattern1 />);
    const section = await screen.findByRole('region', { name: 'Products' }, { timeout: 5000 });
    expect(within(section).getByText('Showing 1–24 of 30 products')).toBeInTheDocument();
    expect(within(section).getAllByRole('article')).toHaveLength(24);
    expect(within(section).getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
  });

  it('the side panel lists brands with counts from the facets', async () => {
    const { Pattern1 } = composeStories(filterStories);
    render(<Pattern1 />);
    const panel = await screen.findByRole('region', { name: 'Filters' }, { timeout: 5000 });
    expect(within(panel).getByRole('checkbox', { name: /^HP/ })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: /^Show \d+ more$/ })).toBeInTheDocument();
  });
});
