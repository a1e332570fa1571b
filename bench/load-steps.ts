/**
 * When the shopping load bench stops adding shoppers, and which step it
 * reports: the last one whose p99 held the target. Errors (failed connections,
 * timeouts) and non-2xx answers are allowed only past that point; at a step
 * that held they fail the run, since a fast wrong answer is no capacity.
 */
export interface StepFigures {
  shoppers: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/** held: under the target, clean; slow: over it (the end of the stepping); failing: under it but with errors. */
export type StepVerdict = 'held' | 'slow' | 'failing';

export function judgeStep(step: StepFigures, targetP99Ms: number): StepVerdict {
  if (step.p99Ms > targetP99Ms) return 'slow';
  return step.errors > 0 || step.non2xx > 0 ? 'failing' : 'held';
}

/** Step again while every step so far held and a larger step remains. */
export function keepStepping(steps: readonly StepFigures[], targetP99Ms: number, stepsPlanned: number): boolean {
  return steps.length < stepsPlanned && steps.every((s) => judgeStep(s, targetP99Ms) === 'held');
}

export interface StepsSummary<S extends StepFigures = StepFigures> {
  /** The last step that held the target; null when even the first did not. */
  held: S | null;
  /** The step that ended the stepping, when one did. */
  stoppedAt: S | null;
  /** Why it ended: over the target, errors under it, or no larger step planned. */
  stoppedBy: 'target' | 'errors' | 'last step';
  /** Errors under the target: the run fails. */
  failed: boolean;
}

export function summariseSteps<S extends StepFigures>(steps: readonly S[], targetP99Ms: number): StepsSummary<S> {
  let held: S | null = null;
  for (const step of steps) {
    const verdict = judgeStep(step, targetP99Ms);
    if (verdict === 'held') {
      held = step;
      continue;
    }
    return { held, stoppedAt: step, stoppedBy: verdict === 'slow' ? 'target' : 'errors', failed: verdict === 'failing' };
  }
  return { held, stoppedAt: null, stoppedBy: 'last step', failed: false };
}
