import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { GOAL_LABELS, type Experiment } from '../../../schemas/api/experiments';
import { formatShopDay } from '../../ui/format';
import { StudioButton } from '../Controls';
import { Loaded } from '../desk/Loaded';
import { ExperimentForm } from './ExperimentForm';
import { ExperimentResults } from './ExperimentResults';
import { useExperiments, useRefreshExperiment } from './experiments-api';
import { StatusBadge } from './StatusBadge';
import { targetText } from './words';
import styles from './Experiments.module.css';

interface Props {
  /** layouts.write: create and edit drafts. */
  canWrite: boolean;
  /** layouts.publish: start, stop and promote. */
  canPublish: boolean;
}

type View = { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; experiment: Experiment } | { kind: 'open'; id: number };

/**
 * Experiments (A/B tests): merchandisers split visitors between the published
 * version of a section or page and variants of it, read which converts better,
 * and publish the winner. Roles that read layouts see the experiments and
 * their results.
 */
export function ExperimentsDesk({ canWrite, canPublish }: Props) {
  const experiments = useExperiments();
  const refresh = useRefreshExperiment();
  const [view, setView] = useState<View>({ kind: 'list' });
  const desk = useRef<HTMLDivElement>(null);

  // The keyboard comes back to the row (or the button) it left from, not to the top of the page.
  const backToList = (from: number | null) => {
    setView({ kind: 'list' });
    window.setTimeout(() => {
      const row = from === null ? null : desk.current?.querySelector<HTMLElement>(`[data-experiment="${from}"]`);
      (row ?? desk.current?.querySelector<HTMLElement>('[data-new-experiment]'))?.focus();
    }, 0);
  };

  const saved = async (experiment: Experiment, created: boolean) => {
    toast.success(created ? `${experiment.name} created: start it when it is ready` : `${experiment.name} saved`);
    setView({ kind: 'open', id: experiment.id });
    await refresh(experiment);
  };

  return (
    <div className={`st-desk ${styles.screen}`} ref={desk}>
      <header className={styles.head}>
        <div>
          <h1 className="st-h1">Experiments</h1>
          <p className="st-muted">
            Split visitors between what is published and variants of a section or a whole page, see which one leads more of them to the goal, then publish the winner.
          </p>
          {!canWrite && <p className="st-muted">Your role can read experiments but not create them.</p>}
        </div>
        {view.kind === 'list' && canWrite && (
          <StudioButton variant="primary" data-new-experiment onClick={() => setView({ kind: 'new' })}>
            New experiment
          </StudioButton>
        )}
      </header>

      {view.kind !== 'list' && (
        <div>
          <StudioButton small variant="ghost" onClick={() => backToList(view.kind === 'open' ? view.id : view.kind === 'edit' ? view.experiment.id : null)}>
            <span aria-hidden="true">← </span>All experiments
          </StudioButton>
        </div>
      )}

      {view.kind === 'new' && <ExperimentForm editing={null} onSaved={(made, created) => void saved(made, created)} onCancel={() => backToList(null)} />}
      {view.kind === 'edit' && (
        <ExperimentForm key={view.experiment.id} editing={view.experiment} onSaved={(made, created) => void saved(made, created)} onCancel={() => setView({ kind: 'open', id: view.experiment.id })} />
      )}
      {view.kind === 'open' && <ExperimentResults key={view.id} id={view.id} canWrite={canWrite} canPublish={canPublish} onEdit={(experiment) => setView({ kind: 'edit', experiment })} />}

      {view.kind === 'list' && (
        <Loaded read={experiments} failed="The experiments could not be loaded" loading="Loading the experiments" lines={5} empty={(list) => (list.length === 0 ? 'No experiments yet.' : null)}>
          {(list) => (
            <div className="st-table-wrap">
              <table className={`st-table ${styles.list}`}>
                <caption className="st-visually-hidden">Experiments, newest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Status</th>
                    <th scope="col">Tests</th>
                    <th scope="col">Goal</th>
                    <th scope="col">Started</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((experiment) => (
                    <tr key={experiment.id}>
                      <th scope="row">
                        <button type="button" className={styles.open} data-experiment={experiment.id} onClick={() => setView({ kind: 'open', id: experiment.id })}>
                          {experiment.name}
                        </button>
                      </th>
                      <td data-label="Status">
                        <StatusBadge status={experiment.status} />
                      </td>
                      <td data-label="Tests">{targetText(experiment.target)}</td>
                      <td data-label="Goal">{GOAL_LABELS[experiment.goal]}</td>
                      <td data-label="Started">{experiment.started_at ? formatShopDay(experiment.started_at) : 'Not started'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Loaded>
      )}
    </div>
  );
}
