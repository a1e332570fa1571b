import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LanguageSwitcher } from '../../../src/i18n/LanguageSwitcher';
import { I18nProvider } from '../../../src/i18n/I18nProvider';
import { compileCatalogue } from '../../../src/i18n/compile';

describe('LanguageSwitcher', () => {
  it('links this page in the other languages, each name in its own language; the current one is marked text, not a link', () => {
    render(
      <MemoryRouter initialEntries={['/product/4/dell?tab=specs']}>
        <LanguageSwitcher />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Language' });
    expect(within(nav).queryByRole('link', { name: 'English' })).toBeNull();
    const english = within(nav).getByText('English');
    const hindi = within(nav).getByRole('link', { name: 'हिन्दी' });
    expect(english).toHaveAttribute('lang', 'en-IN');
    expect(english).toHaveAttribute('aria-current', 'true');
    expect(hindi).toHaveAttribute('href', '/hi/product/4/dell?tab=specs');
    expect(hindi).toHaveAttribute('lang', 'hi-IN');
    expect(hindi).toHaveAttribute('hreflang', 'hi-IN');
    expect(hindi).not.toHaveAttribute('aria-current');
  });

  it('is named in the page language and remembers the choice in storage and a cookie', () => {
    render(
      <I18nProvider locale="hi-IN" messages={compileCatalogue({ 'language.label': 'भाषा' })}>
        <MemoryRouter initialEntries={['/cart']}>
          <LanguageSwitcher />
        </MemoryRouter>
      </I18nProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'भाषा' });
    expect(within(nav).getByText('हिन्दी')).toHaveAttribute('aria-current', 'true');
    expect(within(nav).queryByRole('link', { name: 'हिन्दी' })).toBeNull();
    const english = within(nav).getByRole('link', { name: 'English' });
    english.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(english);
    expect(localStorage.getItem('locale')).toBe('en-IN');
    expect(document.cookie).toContain('vitrine_locale=en-IN');
  });
});
