import { useEffect, useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useSWRConfig } from 'swr';
import { campaignSlugOf, configLabel, isCampaignKey, isLayoutKey, isTargetedKey, layoutScopeOf, studioPaths, type ConfigDocument, type ConfigKey, type ConfigView } from '../../schemas/api/studio';
import { ApiError, cancelSchedule, discardDraft, getConfig, publishNow, saveDraft, schedulePublish } from './api';
import { Skeleton } from './Controls';
import { formatShopDateTime, formatShopTime } from '../ui/format';
import { useConfigView, useRefreshAfterPublish } from './hooks';
import { AuditPanel } from './AuditPanel';
import { HistoryPanel } from './HistoryPanel';
import { LayoutEditor, type RowsUpdate } from './layout/LayoutEditor';
import { problemsByRow, rowLabel, type SectionRow } from './layout/rows';
import { useSourceNames } from './layout/source-names';
import { ModulesEditor, type ModuleRow } from './ModulesEditor';
import { PublishBar, type Busy } from './PublishBar';
import { SettingsEditor } from './form/SettingsEditor';
import { PreviewPane } from './preview/PreviewPane';
import { CampaignSettingsForm } from './campaigns/CampaignSettingsForm';
import { TargetedSettingsForm } from './targeted/TargetedSettingsForm';
import { targetedParts } from '../../schemas/api/targeted-layouts';
import { countOf, documentOf, fieldProblems, validateWorking, workingFrom, type Working } from './working';

type Tab = 'edit' | 'history' | 'audit';
const TABS: readonly { id: Tab; label: string }[] = [
  { id: 'edit', label: 'Edit' },
  { id: 'history', label: 'History' },
  { id: 'audit', label: 'Audit log' },
];

/** One configuration: loads its view, then hands it to the editor. */
export function ConfigPage({ configKey }: { configKey: ConfigKey }) {
  const { data: view, error, isLoading } = useConfigView(configKey);
  if (isLoading) return <Skeleton label={`Loading ${configLabel(configKey)}`} lines={6} />;
  if (error || !view) {
    return (
      <p className="st-error" role="alert">
        {error instanceof Error ? error.message : 'This configuration could not be loaded'}
      </p>
    );
  }
  return <ConfigEditor key={configKey} configKey={configKey} view={view} />;
}

/** Server problems stay on a row only until that row is edited. */
type ServerRowProblems = Record<string, { row: SectionRow; errors: Record<string, string> }>;

function ConfigEditor({ configKey, view }: { configKey: ConfigKey; view: ConfigView }) {
  const { mutate } = useSWRConfig();
  const refreshAfterPublish = useRefreshAfterPublish();
  const [working, setWorking] = useState<Working>(() => workingFrom(configKey, view.draft));
  const [revision, setRevision] = useState(view.draft_revision);
  const [dirty, setDirty] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [serverRows, setServerRows] = useState<ServerRowProblems>({});
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<Busy>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [tab, setTab] = useState<Tab>('edit');
  const names = useSourceNames();

  const clientProblems = useMemo(() => validateWorking(configKey, working), [configKey, working]);
  const document = useMemo(() => documentOf(working), [working]);

  const rowErrors = useMemo(() => {
    const merged: Record<string, Record<string, string>> = {};
    if (working.kind !== 'layout' && working.kind !== 'page') return merged;
    for (const row of working.rows) {
      const held = serverRows[row.id];
      const fromServer = held?.row === row ? held.errors : {};
      const errors = { ...fromServer, ...clientProblems.rows[row.id] };
      if (Object.keys(errors).length) merged[row.id] = errors;
    }
    return merged;
  }, [working, serverRows, clientProblems]);
  const fieldErrors = useMemo(() => ({ ...serverFields, ...clientProblems.fields }), [serverFields, clientProblems]);

  const edit = (next: (current: Working) => Working) => {
    setWorking(next);
    setDirty(true);
    setServerFields({});
  };
  const updateSettings = (settings: Record<string, unknown>) => edit((current) => (current.kind === 'page' ? { ...current, settings } : current));
  const updateRows: RowsUpdate = (update) => edit((current) => (current.kind === 'layout' || current.kind === 'page' ? { ...current, rows: update(current.rows) } : current));

  const resetTo = (documentToEdit: ConfigDocument, nextRevision: number, isDirty: boolean) => {
    setWorking(workingFrom(configKey, documentToEdit));
    setRevision(nextRevision);
    setDirty(isDirty);
    setSelectedId(null);
    setServerRows({});
    setServerFields({});
    setConflict(null);
  };

  const refetchView = async (): Promise<ConfigView> => {
    const fresh = await getConfig(configKey);
    await mutate(studioPaths.config(configKey), fresh, { revalidate: false });
    return fresh;
  };

  const showServerProblems = (error: ApiError) => {
    if (working.kind === 'page') setServerFields(fieldProblems(configKey, error.problems.filter((p) => p.index < 0)));
    if (working.kind === 'layout' || working.kind === 'page') {
      const byRow = problemsByRow(working.rows, error.problems.filter((p) => p.index >= 0));
      const held: ServerRowProblems = {};
      for (const row of working.rows) {
        const errors = byRow[row.id];
        if (errors) held[row.id] = { row, errors };
      }
      setServerRows(held);
      const first = working.rows.find((row) => byRow[row.id]);
      if (first) setSelectedId(first.id);
    } else {
      setServerFields(fieldProblems(configKey, error.problems));
    }
  };

  /** The revision to publish from, or null when the draft could not be saved. */
  const save = async (): Promise<number | null> => {
    const problems = countOf(clientProblems);
    if (problems > 0) {
      toast.error(problems === 1 ? 'Fix the problem shown before saving' : `Fix the ${problems} problems shown before saving`);
      if (working.kind === 'layout' || working.kind === 'page') {
        const first = working.rows.find((row) => clientProblems.rows[row.id]);
        if (first) setSelectedId(first.id);
      }
      return null;
    }
    setBusy('save');
    try {
      await saveDraft(configKey, document, revision);
      const fresh = await refetchView();
      setRevision(fresh.draft_revision);
      setDirty(false);
      setServerRows({});
      setServerFields({});
      void mutate(studioPaths.configs);
      return fresh.draft_revision;
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) showServerProblems(error);
      if (error instanceof ApiError && error.status === 409) setConflict(error.message);
      toast.error(error instanceof Error ? error.message : 'The draft could not be saved');
      return null;
    } finally {
      setBusy(null);
    }
  };

  const saveOnly = async () => {
    if ((await save()) !== null) toast.success('Draft saved');
  };

  const publish = async () => {
    const from = dirty ? await save() : revision;
    if (from === null) return;
    setBusy('publish');
    try {
      const version = await publishNow(configKey, from);
      toast.success(`Published version ${version.version}`);
      const fresh = await refetchView();
      resetTo(fresh.draft, fresh.draft_revision, false);
      await refreshAfterPublish(configKey);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setConflict(error.message);
      // A draft saved before a rule it now breaks (a theme colour pair under AA): its problems go beside their fields.
      if (error instanceof ApiError && error.status === 422) showServerProblems(error);
      toast.error(error instanceof Error ? error.message : 'The draft could not be published');
    } finally {
      setBusy(null);
    }
  };

  const schedule = async (publishAt: string): Promise<boolean> => {
    const from = dirty ? await save() : revision;
    if (from === null) return false;
    setBusy('schedule');
    try {
      const scheduled = await schedulePublish(configKey, from, publishAt);
      toast.success(`Scheduled to publish ${formatShopDateTime(scheduled.publish_at)}`);
      await refetchView();
      await refreshAfterPublish(configKey);
      return true;
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The publish could not be scheduled');
      return false;
    } finally {
      setBusy(null);
    }
  };

  const discard = async () => {
    if (!view.has_draft) return resetTo(view.draft, view.draft_revision, false);
    setBusy('discard');
    try {
      await discardDraft(configKey);
      const fresh = await refetchView();
      resetTo(fresh.draft, fresh.draft_revision, false);
      void mutate(studioPaths.configs);
      toast.success('Draft discarded');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The draft could not be discarded');
    } finally {
      setBusy(null);
    }
  };

  const reload = async () => {
    setBusy('reload');
    try {
      const fresh = await refetchView();
      resetTo(fresh.draft, fresh.draft_revision, false);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The draft could not be reloaded');
    } finally {
      setBusy(null);
    }
  };

  const cancel = async (id: number) => {
    try {
      await cancelSchedule(id);
      toast.success('Scheduled publish cancelled');
      await refetchView();
      void mutate(studioPaths.configs);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The schedule could not be cancelled');
    }
  };

  // Ctrl+S / Cmd+S saves the draft wherever focus is; the latest closure is read through a ref.
  const saveRef = useRef(saveOnly);
  saveRef.current = saveOnly;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void saveRef.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const status = dirty
    ? 'Unsaved changes'
    : view.has_draft
      ? `Draft saved${view.draft_updated_by ? ` by ${view.draft_updated_by}` : ''}${view.draft_updated_at ? ` at ${formatShopTime(view.draft_updated_at)}` : ''}`
      : view.published_version > 0
        ? `Published version ${view.published_version}`
        : 'Published';

  const rows = working.kind === 'layout' || working.kind === 'page' ? working.rows : [];
  const selectedIndex = rows.findIndex((row) => row.id === selectedId);
  const selectedRow = rows[selectedIndex];
  const scope = layoutScopeOf(configKey);
  const highlightLabel = selectedRow && scope ? rowLabel(scope, selectedRow, names).title : undefined;

  return (
    <div className="st-editor">
      <header className="st-editor__head">
        <h1 className="st-h1">{configLabel(configKey)}</h1>
        <PublishBar
          status={status}
          canSave={dirty}
          canDiscard={dirty || view.has_draft}
          canPublish={dirty || view.has_draft}
          busy={busy}
          conflict={conflict}
          schedules={view.scheduled}
          onSave={() => void saveOnly()}
          onDiscard={() => void discard()}
          onPublish={() => void publish()}
          onSchedule={schedule}
          onCancelSchedule={(id) => void cancel(id)}
          onReload={() => void reload()}
        />
      </header>
      {/* One side panel (tabs, then the list or the selected section's settings) beside the preview, which gets the rest. */}
      <div className={`st-workspace st-workspace--${tab}`}>
        <div className="st-panel">
          <div className="st-tabs" role="tablist" aria-label="Panels">
            {TABS.map((t) => (
              <button
                key={t.id}
                type="button"
                role="tab"
                id={`tab-${t.id}`}
                aria-selected={tab === t.id}
                aria-controls={`panel-${t.id}`}
                tabIndex={tab === t.id ? 0 : -1}
                className="st-tab"
                onClick={() => setTab(t.id)}
                onKeyDown={(event) => {
                  if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
                  const at = TABS.findIndex((x) => x.id === tab);
                  const next = TABS[(at + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length];
                  if (!next) return;
                  setTab(next.id);
                  window.document.getElementById(`tab-${next.id}`)?.focus();
                }}
              >
                {t.label}
              </button>
            ))}
          </div>
          <div id={`panel-${tab}`} role="tabpanel" aria-labelledby={`tab-${tab}`} className="st-panel__body">
            {tab === 'edit' && (
              <>
                {working.kind === 'layout' && isLayoutKey(configKey) && (
                  <LayoutEditor scope={configKey} rows={working.rows} update={updateRows} errors={rowErrors} selectedId={selectedId} onSelect={setSelectedId} />
                )}
                {working.kind === 'page' && scope && (
                  <>
                    {isCampaignKey(configKey) && <CampaignSettingsForm slug={campaignSlugOf(configKey)} value={working.settings} errors={fieldErrors} onChange={updateSettings} />}
                    {isTargetedKey(configKey) && <TargetedSettingsForm scope={targetedParts(configKey).scope} value={working.settings} errors={fieldErrors} onChange={updateSettings} />}
                    <LayoutEditor scope={scope} layout={configKey} rows={working.rows} update={updateRows} errors={rowErrors} selectedId={selectedId} onSelect={setSelectedId} />
                  </>
                )}
                {working.kind === 'modules' && (
                  <ModulesEditor modules={working.modules} errors={fieldErrors} onChange={(modules: ModuleRow[]) => edit(() => ({ kind: 'modules', modules }))} />
                )}
                {working.kind === 'settings' && (configKey === 'theme' || configKey === 'business') && (
                  <SettingsEditor kind={configKey} value={working.value} errors={fieldErrors} onChange={(value: Record<string, unknown>) => edit(() => ({ kind: 'settings', value }))} />
                )}
              </>
            )}
            {tab === 'history' && (
              <HistoryPanel
                configKey={configKey}
                onRolledBack={async () => {
                  const fresh = await refetchView();
                  resetTo(fresh.draft, fresh.draft_revision, false);
                  await refreshAfterPublish(configKey);
                }}
                onRestore={(restored) => {
                  resetTo(restored, revision, true);
                  setTab('edit');
                }}
              />
            )}
            {tab === 'audit' && <AuditPanel configKey={configKey} />}
          </div>
        </div>
        <aside className="st-workspace__preview" aria-label="Preview">
          <PreviewPane configKey={configKey} document={document} highlight={selectedIndex >= 0 ? selectedIndex : null} highlightLabel={highlightLabel} />
        </aside>
      </div>
    </div>
  );
}
