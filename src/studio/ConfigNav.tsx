import { CONFIG_KEYS, CONFIG_LABELS, isLayoutKey, type ConfigKey, type ConfigSummary } from '../../schemas/api/studio';

interface Props {
  current: ConfigKey;
  summaries: readonly ConfigSummary[] | undefined;
  onSelect: (key: ConfigKey) => void;
}

const GROUPS: readonly { title: string; keys: readonly ConfigKey[] }[] = [
  { title: 'Pages and areas', keys: CONFIG_KEYS.filter((key) => isLayoutKey(key)) },
  { title: 'Settings', keys: CONFIG_KEYS.filter((key) => !isLayoutKey(key)) },
];

/** Every configuration, with what is waiting on it: an unpublished draft, a scheduled publish. */
export function ConfigNav({ current, summaries, onSelect }: Props) {
  const byKey = new Map(summaries?.map((s) => [s.key, s]));
  return (
    <nav className="st-nav" aria-label="Configurations">
      {GROUPS.map((group) => (
        <div key={group.title} className="st-nav__group">
          <h2 className="st-nav__title" id={`nav-${group.title}`}>
            {group.title}
          </h2>
          <ul aria-labelledby={`nav-${group.title}`}>
            {group.keys.map((key) => {
              const summary = byKey.get(key);
              const scheduled = summary?.scheduled.some((s) => s.status === 'pending') ?? false;
              return (
                <li key={key}>
                  <a
                    href={`?key=${key}`}
                    className="st-nav__link"
                    aria-current={key === current ? 'page' : undefined}
                    onClick={(event) => {
                      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                      event.preventDefault();
                      onSelect(key);
                    }}
                  >
                    <span>{CONFIG_LABELS[key]}</span>
                    {summary?.has_draft && <span className="st-badge st-badge--draft">Draft</span>}
                    {scheduled && <span className="st-badge st-badge--scheduled">Scheduled</span>}
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
