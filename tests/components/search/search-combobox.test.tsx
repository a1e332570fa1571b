import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { SWRConfig } from 'swr';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SearchForm } from '../../../registry/header/parts/SearchForm';
import { searchQueryAtom, searchSuggestionsAtom } from '../../../src/state/catalog';
import { installFakeApi } from '../listing/fake-catalog-api';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Location() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

function renderSearch(props: { onEscape?: () => void; path?: string } = {}) {
  const store = createStore();
  render(
    <Provider store={store}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <MemoryRouter initialEntries={[props.path ?? '/']}>
          <SearchForm placeholder="Search laptops, SSDs, monitors…" onEscape={props.onEscape} />
          <button type="button">Elsewhere</button>
          <Location />
        </MemoryRouter>
      </SWRConfig>
    </Provider>,
  );
  return { store, input: screen.getByRole('combobox', { name: 'Search products' }) };
}

const suggestionRequests = (requests: readonly string[]) => requests.filter((r) => r.startsWith('website/catalog/search/suggestions'));

describe('header search combobox', () => {
  it('suggests after a 200 ms pause, moves with the arrows and opens the product on Enter', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const api = installFakeApi();
    const { input, store } = renderSearch();

    await user.type(input, 'lap');
    expect(suggestionRequests(api.requests)).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    const listbox = await screen.findByRole('listbox', { name: 'Search suggestions' });
    const options = await within(listbox).findAllByRole('option');
    // One request for the settled words, not one per keystroke.
    expect(suggestionRequests(api.requests)).toEqual(['website/catalog/search/suggestions?q=lap']);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(within(listbox).getByRole('group', { name: 'Products' })).toBeInTheDocument();
    expect(within(listbox).getByRole('group', { name: 'Categories' })).toHaveTextContent('Laptops');
    expect(screen.getByRole('status')).toHaveTextContent(`${options.length} suggestions`);
    expect(store.get(searchQueryAtom)).toBe('lap');
    expect(store.get(searchSuggestionsAtom)?.query).toBe('lap');

    await user.keyboard('{ArrowDown}');
    const first = options[0];
    if (!first) throw new Error('no options');
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', first.id);

    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location').textContent).toMatch(/^\/product\/\d+\/[a-z0-9-]+$/);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('Enter with no option chosen searches all products; a suggestion click opens it', async () => {
    const user = userEvent.setup();
    installFakeApi();
    const { input } = renderSearch();
    await user.type(input, 'gaming laptop');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/products?q=gaming%20laptop');

    await user.clear(input);
    await user.type(input, 'lap');
    const laptops = await screen.findByRole('option', { name: /Laptops/ });
    await user.click(laptops);
    expect(screen.getByTestId('location')).toHaveTextContent('/category/laptops/1');
  });

  it('Escape closes the list, then a second Escape leaves the field (onEscape) or clears it', async () => {
    const user = userEvent.setup();
    installFakeApi();
    const onEscape = vi.fn();
    const { input } = renderSearch({ onEscape });
    await user.type(input, 'lap');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onEscape).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onEscape).toHaveBeenCalledTimes(1);
  });

  it('without onEscape the second Escape clears the words', async () => {
    const user = userEvent.setup();
    installFakeApi();
    const { input } = renderSearch();
    await user.type(input, 'lap');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}{Escape}');
    expect(input).toHaveValue('');
  });

  it('a click outside closes the list', async () => {
    const user = userEvent.setup();
    installFakeApi();
    const { input } = renderSearch();
    await user.type(input, 'lap');
    await screen.findByRole('listbox');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('asks nothing for one character, and says so when nothing matches', async () => {
    const user = userEvent.setup();
    const api = installFakeApi();
    const { input } = renderSearch();
    await user.type(input, 'l');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(suggestionRequests(api.requests)).toHaveLength(0);
    await user.type(input, 'qzx');
    expect(await screen.findByText('No matches for “lqzx”. Press Enter to search all products.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No matches for “lqzx”, press Enter to search all products');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the current search’s words on the results page and still submits without script help', async () => {
    installFakeApi();
    const { input } = renderSearch({ path: '/products?q=ssd' });
    expect(input).toHaveValue('ssd');
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/products');
    expect(form).toHaveAttribute('method', 'get');
    expect(input).toHaveAttribute('name', 'q');
    await waitFor(() => expect(input).toHaveAttribute('aria-controls'));
    expect(document.getElementById(input.getAttribute('aria-controls') ?? '')).not.toBeNull();
  });

  it('a suggestion shows the price its page opens on, "from" when options differ, and says when it is sold out', async () => {
    const user = userEvent.setup();
    installFakeApi();
    const { input } = renderSearch();
    await user.type(input, '4090');
    const listbox = await screen.findByRole('listbox', { name: 'Search suggestions' });
    const soldOut = await within(listbox).findByRole('option', { name: /^MSI GeForce RTX 4090/ });
    expect(soldOut).toHaveTextContent(/₹1,89,999\.00 · Out of stock$/);
    await user.clear(input);
    await user.type(input, 'tuf');
    const laptop = await within(await screen.findByRole('listbox', { name: 'Search suggestions' })).findByRole('option', { name: /^ASUS TUF Gaming F15/ });
    expect(laptop).toHaveTextContent(/from ₹74,990\.00$/);
  });
});
