import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { GOAL_LABELS, type Experiment, type VariantResult } from '../../../schemas/api/experiments';
import { configLabel } from '../../../schemas/api/studio';
import { formatShopMoment } from '../../ui/format';
import { StudioButton } from '../Controls';
import { ConfirmDialog } from '../desk/ConfirmDialog';
import { messageOf } from '../desk/field-errors';
import { Loaded } from '../desk/Loaded';
import { promoteVariant, startExperiment, stopExperiment, useExperiment, useExperimentResults, useRefreshExperiment, RUNNING_REFRESH_MS } from './experiments-api';
import { ResultsTable } from './ResultsTable';
import { StatusBadge } from './StatusBadge';
import { targetText } from './words';
import styles from './Experiments.module.css';

interface Props {
  id: number;
  canWrite: boolean;
  canPublish: boolean;
  onEdit: (experiment: Experiment) => void;
}

type Asking = { kind: 'stop' } | { kind: 'promote'; variant: VariantResult };
type Action = 'start' | 'stop' | 'promote';

/** "Control (published) 50% · Variant B 50%". */
const splitText = (experiment: Experiment): string => experiment.variants.map((v) => `${v.label} ${v.percent}%`).join(' · ');

/**
 * One experiment: what it tests, its figures per variant, and what can be done
 * next (start a draft, stop a running one, promote a variant to a published
 * version). Running figures are read again every 30 seconds.
 */
export function ExperimentResults({ id, canWrite, canPublish, onEdit }: Props) {
  const experiment = useExperiment(id);
  const results = useExperimentResults(experiment.data);
  const refresh = useRefreshExperiment();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [busy, setBusy] = useState<Action | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Opening an experiment replaces the list: the keyboard starts at its heading, once.
  const focused = useRef(false);
  const focusOnce = (heading: HTMLHeadingElement | null) => {
    if (!heading || focused.current) return;
    focused.current = true;
    heading.focus();
  };

  const act = async (action: Action, run: () => Promise<Experiment>, said: (done: Experiment) => string) => {
    setBusy(action);
    setFailure(null);
    try {
      const done = await run();
      setAsking(null);
      toast.success(said(done));
      await refresh(done);
    } catch (error) {
      setAsking(null);
      setFailure(messageOf(error, 'The experiment was not changed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Loaded read={experiment} failed="The experiment could not be loaded" loading="Loading the experiment" lines={4}>
      {(current) => {
        const page = configLabel(current.target.key);
        const live = current.status === 'running' || current.status === 'stopped';
        return (
          <section className={styles.detail} aria-labelledby={`experiment-${current.id}`}>
            <div className={styles.titleLine}>
              <h2 className="st-h2" id={`experiment-${current.id}`} ref={focusOnce} tabIndex={-1}>
                {current.name}
              </h2>
              <StatusBadge status={current.status} />
            </div>
            <dl className={styles.facts}>
              <div>
                <dt>Tests</dt>
                <dd>{targetText(current.target)}</dd>
              </div>
              <div>
                <dt>Goal</dt>
                <dd>{GOAL_LABELS[current.goal]}</dd>
              </div>
              <div>
                <dt>Smallest uplift worth detecting</dt>
                <dd>{`${current.minimum_effect_percent}%`}</dd>
              </div>
              <div>
                <dt>Visitors split</dt>
                <dd>{splitText(current)}</dd>
              </div>
              <div>
                <dt>Started</dt>
                <dd>{current.started_at ? formatShopMoment(current.started_at) : 'Not yet'}</dd>
              </div>
              {current.stopped_at && (
                <div>
                  <dt>{current.status === 'promoted' ? 'Ended' : 'Stopped'}</dt>
                  <dd>{formatShopMoment(current.stopped_at)}</dd>
                </div>
              )}
            </dl>

            {current.status === 'promoted' && current.winner && (
              <p className={styles.note}>{`${current.variants.find((v) => v.key === current.winner)?.label ?? current.winner} was published as a new version of ${page}.`}</p>
            )}

            <div className={styles.actions}>
              {current.status === 'draft' && canWrite && <StudioButton onClick={() => onEdit(current)}>Edit the draft</StudioButton>}
              {current.status === 'draft' && canPublish && (
                <StudioButton variant="primary" busy={busy === 'start'} onClick={() => void act('start', () => startExperiment(current.id), (done) => `${done.name} started: visitors are being split`)}>
                  Start the experiment
                </StudioButton>
              )}
              {current.status === 'running' && canPublish && (
                <StudioButton variant="danger" busy={busy === 'stop'} onClick={() => setAsking({ kind: 'stop' })}>
                  Stop the experiment
                </StudioButton>
              )}
            </div>
            {live && !canPublish && <p className="st-muted">Your role can read the results; starting, stopping and promoting need the right to publish.</p>}
            {failure && (
              <p className="st-error" role="alert">
                {failure}
              </p>
            )}

            {current.status === 'draft' ? (
              <p className="st-empty">Results appear here once the experiment starts.</p>
            ) : (
              <Loaded read={results} failed="The results could not be loaded" loading="Loading the results" lines={4}>
                {(figures) => (
                  <>
                    <ResultsTable
                      goal={current.goal}
                      variants={figures.variants}
                      winner={current.winner}
                      onPromote={live && canPublish ? (variant) => setAsking({ kind: 'promote', variant }) : null}
                    />
                    {current.status === 'running' && <p className="st-muted">{`The figures are read again every ${RUNNING_REFRESH_MS / 1000} seconds.`}</p>}
                  </>
                )}
              </Loaded>
            )}

            {asking?.kind === 'stop' && (
              <ConfirmDialog
                title={`Stop ${current.name}?`}
                text={`Every visitor sees the published ${page} again from now on. The results so far stay here, and you can still promote a variant.`}
                back="Keep it running"
                action={{ label: 'Stop the experiment', variant: 'danger', busy: busy === 'stop', onConfirm: () => void act('stop', () => stopExperiment(current.id), (done) => `${done.name} stopped`) }}
                onClose={() => setAsking(null)}
              />
            )}
            {asking?.kind === 'promote' && (
              <ConfirmDialog
                title={`Promote ${asking.variant.label}?`}
                text={`${asking.variant.label} is published as a new version of ${page}: every visitor sees it from now on, and the experiment ends. The version it replaces stays in the history, so it can be rolled back.`}
                back="Go back"
                action={{
                  label: `Promote ${asking.variant.label}`,
                  variant: 'primary',
                  busy: busy === 'promote',
                  onConfirm: () => void act('promote', () => promoteVariant(current.id, asking.variant.key), () => `${asking.variant.label} published on ${page}`),
                }}
                onClose={() => setAsking(null)}
              />
            )}
          </section>
        );
      }}
    </Loaded>
  );
}
