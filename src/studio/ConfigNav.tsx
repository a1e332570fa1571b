import { useState, type MouseEvent } from 'react';
import { useSWRConfig } from 'swr';
import type { Permission } from '../../schemas/api/staff';
import { campaignSlugOf, CONFIG_KEYS, CONFIG_LABELS, configLabel, isCampaignKey, isLayoutKey, isTargetedKey, studioPaths, type ConfigKey, type ConfigSummary } from '../../schemas/api/studio';
import { targetedParts } from '../../schemas/api/targeted-layouts';
import { NewCampaignDialog } from './campaigns/NewCampaignDialog';
import { NewTargetedDialog } from './targeted/NewTargetedDialog';
import { StudioButton } from './Controls';
import { DESK_GROUPS, DESKS } from './desks';

/** A configuration's key, or a desk's view (src/studio/desks.tsx). */
export type StudioView = string;

/** A plain click switches the screen in place; a modified one opens the link as the browser would. */
function followInPlace(event: MouseEvent, go: () => void): void {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
  event.preventDefault();
  go();
}

/** A screen of the studio that is no configuration, as a nav link. */
function ScreenLink({ view, label, current, onSelect }: { view: StudioView; label: string; current: StudioView; onSelect: (key: StudioView) => void }) {
  return (
    <a href={`?key=${view}`} className="st-nav__link" aria-current={current === view ? 'page' : undefined} onClick={(event) => followInPlace(event, () => onSelect(view))}>
      <span>{label}</span>
    </a>
  );
}

interface Props {
  current: StudioView;
  summaries: readonly ConfigSummary[] | undefined;
  onSelect: (key: StudioView) => void;
  /** Whether the signed-in role holds a permission: screens it cannot use are not offered. */
  can: (permission: Permission) => boolean;
}

/** Desks shown before the configurations: the screen most roles open on. */
const LEADING_GROUP = 'Overview';

const GROUPS: readonly { title: string; keys: readonly ConfigKey[] }[] = [
  { title: 'Pages and areas', keys: CONFIG_KEYS.filter((key) => isLayoutKey(key)) },
  { title: 'Settings', keys: CONFIG_KEYS.filter((key) => !isLayoutKey(key)) },
];

/** "for Returning shoppers" under its page: the server's label is "Home page for Returning shoppers" once published, the key's slug before. */
function targetedNavLabel(summary: ConfigSummary): string {
  if (!isTargetedKey(summary.key)) return summary.label;
  const { scope, slug } = targetedParts(summary.key);
  const prefix = `${CONFIG_LABELS[scope]} for `;
  return summary.label.startsWith(prefix) ? `for ${summary.label.slice(prefix.length)}` : `for ${slug} (not yet published)`;
}

/** Every configuration, with what is waiting on it: an unpublished draft, a scheduled publish. */
export function ConfigNav({ current, summaries, onSelect, can }: Props) {
  const byKey = new Map(summaries?.map((s) => [s.key, s]));
  const { mutate } = useSWRConfig();
  const [creating, setCreating] = useState(false);
  const [targeting, setTargeting] = useState(false);
  const campaigns = (summaries ?? []).filter((s) => isCampaignKey(s.key));
  const targeted = (summaries ?? []).filter((s) => isTargetedKey(s.key));
  const versionsOf = (key: ConfigKey) => targeted.filter((s) => isTargetedKey(s.key) && targetedParts(s.key).scope === key);
  const configLink = (key: ConfigKey, label: string, nested = false) => {
    const summary = byKey.get(key);
    const scheduled = summary?.scheduled.some((s) => s.status === 'pending') ?? false;
    return (
      <li key={key}>
        <a
          href={`?key=${key}`}
          className={nested ? 'st-nav__link st-nav__link--nested' : 'st-nav__link'}
          aria-current={key === current ? 'page' : undefined}
          onClick={(event) => followInPlace(event, () => onSelect(key))}
        >
          <span>{label}</span>
          {summary?.has_draft && <span className="st-badge st-badge--draft">Draft</span>}
          {scheduled && <span className="st-badge st-badge--scheduled">Scheduled</span>}
        </a>
      </li>
    );
  };
  const deskGroup = (group: (typeof DESK_GROUPS)[number]) => {
    const desks = DESKS.filter((desk) => desk.group === group && (desk.permission === null || can(desk.permission)));
    if (desks.length === 0) return null;
    return (
      <div key={group} className="st-nav__group">
        <h2 className="st-nav__title" id={`nav-${group}`}>
          {group}
        </h2>
        <ul aria-labelledby={`nav-${group}`}>
          {desks.map((desk) => (
            <li key={desk.view}>
              <ScreenLink view={desk.view} label={desk.label} current={current} onSelect={onSelect} />
            </li>
          ))}
        </ul>
      </div>
    );
  };
  return (
    <nav className="st-nav" aria-label="Configurations">
      {deskGroup(LEADING_GROUP)}
      {(can('layouts.read') ? GROUPS : []).map((group) => (
        <div key={group.title} className="st-nav__group">
          <h2 className="st-nav__title" id={`nav-${group.title}`}>
            {group.title}
          </h2>
          <ul aria-labelledby={`nav-${group.title}`}>
            {group.keys.flatMap((key) => [configLink(key, configLabel(key)), ...versionsOf(key).map((s) => configLink(s.key, targetedNavLabel(s), true))])}
          </ul>
          {group.keys.some((key) => isLayoutKey(key)) && can('layouts.write') && (
            <StudioButton small onClick={() => setTargeting(true)}>
              New targeted version
            </StudioButton>
          )}
        </div>
      ))}
      {targeting && (
        <NewTargetedDialog
          taken={new Set(targeted.map((s) => s.key))}
          onClose={() => setTargeting(false)}
          onCreated={(key) => {
            setTargeting(false);
            void mutate(studioPaths.configs);
            onSelect(key);
          }}
        />
      )}
      {can('layouts.read') && (
        <div className="st-nav__group">
          <h2 className="st-nav__title" id="nav-campaign-pages">
            Campaign pages
          </h2>
          <ul aria-labelledby="nav-campaign-pages">{campaigns.map((summary) => configLink(summary.key, summary.label))}</ul>
          {can('layouts.write') && (
            <StudioButton small onClick={() => setCreating(true)}>
              New campaign page
            </StudioButton>
          )}
          {creating && (
            <NewCampaignDialog
              taken={new Set(campaigns.flatMap((s) => (isCampaignKey(s.key) ? [campaignSlugOf(s.key)] : [])))}
              onClose={() => setCreating(false)}
              onCreated={(key) => {
                setCreating(false);
                void mutate(studioPaths.configs);
                onSelect(key);
              }}
            />
          )}
        </div>
      )}
      {DESK_GROUPS.filter((group) => group !== LEADING_GROUP).map(deskGroup)}
    </nav>
  );
}
