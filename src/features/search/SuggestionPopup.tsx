import { useId } from 'react';
import { ProductImage } from '../../ui/product/ProductImage';
import { Icon } from '../../ui/Icon';
import { cx } from '../../ui/cx';
import type { SuggestionGroup, SuggestionOption } from './suggestion-options';
import { useT } from '../../i18n/useT';
import { useFormat } from '../../i18n/useFormat';
import styles from './SearchCombobox.module.css';

interface Props {
  listboxId: string;
  status: 'closed' | 'loading' | 'empty' | 'list';
  query: string;
  groups: readonly SuggestionGroup[];
  /** The list on screen is for earlier words; newer ones are loading. */
  busy: boolean;
  activeIndex: number;
  optionId: (index: number) => string;
  onChoose: (option: SuggestionOption) => void;
}

/**
 * The combobox's popup: the grouped listbox, or a line saying it is searching
 * or found nothing. The listbox element is always present (hidden when
 * closed), so the field's aria-controls always points at something.
 */
export function SuggestionPopup({ listboxId, status, query, groups, busy, activeIndex, optionId, onChoose }: Props) {
  const groupId = useId();
  const t = useT();
  // Options are numbered across groups, as the arrow keys move through them.
  const starts: number[] = [];
  let count = 0;
  for (const group of groups) {
    starts.push(count);
    count += group.options.length;
  }
  return (
    <div className={styles.popup} hidden={status === 'closed'}>
      {status === 'loading' ? (
        <p className={styles.note}>
          <span className={styles.spinner} aria-hidden="true" />
          {t('search.searching')}
        </p>
      ) : null}
      {status === 'empty' ? (
        <p className={styles.note}>
          {t('search.noMatches', { query })}
        </p>
      ) : null}
      <div role="listbox" id={listboxId} aria-label={t('search.suggestions')} aria-busy={busy || undefined} hidden={status !== 'list'} className={styles.listbox}>
        {groups.map((group, g) => (
          <div key={group.label} role="group" aria-labelledby={`${groupId}-${g}`} className={styles.group}>
            <div id={`${groupId}-${g}`} className={styles.groupLabel}>
              {t(group.label)}
            </div>
            {group.options.map((option, i) => {
              const index = (starts[g] ?? 0) + i;
              return (
                <div
                  key={option.key}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  className={cx(styles.option, index === activeIndex && styles.active)}
                  // Keeps focus in the field, so the list does not close before the click lands.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => onChoose(option)}
                >
                  <OptionContent option={option} />
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}

function OptionContent({ option }: { option: SuggestionOption }) {
  const t = useT();
  const { money } = useFormat();
  switch (option.type) {
    case 'product':
      return (
        <>
          <ProductImage image={option.image} alt="" className={cx(styles.thumb, !option.inStock && styles.soldOutThumb)} />
          <span className={styles.words}>
            <span className={styles.title}>{option.title}</span>
            <span className={cx(styles.price, !option.inStock && styles.soldOutPrice)}>
              {option.priceVaries && <span className={styles.from}>{t('search.from')} </span>}
              {money(option.price)}
              {!option.inStock && <span className={styles.soldOut}> {t('search.outOfStock')}</span>}
            </span>
          </span>
        </>
      );
    case 'category':
      return (
        <>
          <span className={styles.icon}>
            <Icon name="grid" size={18} />
          </span>
          <span className={styles.words}>
            <span className={styles.title}>{option.title}</span>
            <span className={styles.hint}>{t('search.category')}</span>
          </span>
        </>
      );
    case 'brand':
      return (
        <>
          <span className={styles.icon}>
            <Icon name="tag" size={18} />
          </span>
          <span className={styles.words}>
            <span className={styles.title}>{option.title}</span>
            <span className={styles.hint}>{t('search.brand')}</span>
          </span>
        </>
      );
  }
}
