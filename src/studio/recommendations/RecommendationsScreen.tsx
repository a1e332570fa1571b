import { useState } from 'react';
import toast from 'react-hot-toast';
import useSWR from 'swr';
import { recommendationPaths, type RecommendationRule, type RuleTarget } from '../../../schemas/api/recommendations';
import { ApiError } from '../api';
import { ConflictAlert, Skeleton, StudioButton } from '../Controls';
import { listRules, saveRule } from './api';
import { RuleSample } from './RuleSample';
import { TargetPicker } from './TargetPicker';
import styles from './Recommendations.module.css';
import { formatShopMoment } from '../../ui/format';

/** Unsaved targets per category id; a category without an entry shows what is saved. */
type Drafts = ReadonlyMap<number, readonly RuleTarget[]>;

const sameTargets = (a: readonly RuleTarget[], b: readonly RuleTarget[]) => a.length === b.length && a.every((t, i) => t.category_id === b[i]?.category_id);

function targetName(target: RuleTarget): string {
  return target.parent_title ? `${target.title} (${target.parent_title})` : `All of ${target.title}`;
}

function ruleLine(targets: readonly RuleTarget[]): string {
  if (targets.length === 0) return 'No rule: shows more of its own products';
  const names = targets.slice(0, 3).map((t) => t.title);
  return targets.length > 3 ? `${names.join(', ')} +${targets.length - 3}` : names.join(', ');
}

/**
 * Recommendations: for every category, the related categories and
 * sub-categories whose products its product pages and carts suggest ("Goes
 * well with"), in order. The merchandiser edits one category at a time, sees
 * a live sample before saving, and a save made against an older reading is
 * refused rather than overwriting a colleague's change.
 */
export function RecommendationsScreen() {
  const rules = useSWR(recommendationPaths.studioRules, listRules);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [drafts, setDrafts] = useState<Drafts>(new Map());
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);

  if (rules.error && !rules.data) {
    return (
      <p className="st-error st-page-error" role="alert">
        {rules.error instanceof Error ? rules.error.message : 'The rules could not be loaded'}
      </p>
    );
  }
  if (!rules.data) return <Skeleton label="Loading the recommendation rules" lines={6} />;

  const list = rules.data;
  const selected = list.find((r) => r.category_id === selectedId) ?? list[0];
  if (!selected) return <p className="st-empty">The catalogue has no categories yet.</p>;
  const targets = drafts.get(selected.category_id) ?? selected.targets;
  const dirty = !sameTargets(targets, selected.targets);

  const edit = (next: readonly RuleTarget[]) => {
    setDrafts((current) => {
      const copy = new Map(current);
      if (sameTargets(next, selected.targets)) copy.delete(selected.category_id);
      else copy.set(selected.category_id, next);
      return copy;
    });
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...targets];
    const [item] = next.splice(index, 1);
    if (item) next.splice(index + by, 0, item);
    edit(next);
  };

  const save = async (rule: RecommendationRule) => {
    setSaving(true);
    try {
      const saved = await saveRule({ category_id: rule.category_id, target_ids: targets.map((t) => t.category_id), revision: rule.revision });
      await rules.mutate(saved, { revalidate: false });
      setDrafts((current) => {
        const copy = new Map(current);
        copy.delete(rule.category_id);
        return copy;
      });
      setConflict(null);
      toast.success(`Saved: ${rule.title} recommends ${targets.length ? ruleLine(targets) : 'its own products'}`);
    } catch (error) {
      const message = error instanceof Error ? error.message : 'The rule could not be saved';
      if (error instanceof ApiError && error.status === 409) setConflict(message);
      const problems = error instanceof ApiError ? error.problems.map((p) => p.message) : [];
      toast.error(problems.length ? `${message}: ${problems.join('; ')}` : message);
    } finally {
      setSaving(false);
    }
  };

  const reload = async () => {
    setDrafts((current) => {
      const copy = new Map(current);
      copy.delete(selected.category_id);
      return copy;
    });
    setConflict(null);
    await rules.mutate();
  };

  return (
    <div className={styles.screen}>
      <header className={styles.head}>
        <h1 className="st-h1">Recommendations</h1>
        <p className="st-muted">
          What each category&apos;s product pages and carts suggest under &ldquo;Goes well with&rdquo;: products from these categories, in this order, the best sellers
          first and one of each target in turn. Only what is in stock shows, never what is already in the cart.
        </p>
      </header>
      <div className={styles.layout}>
        <nav aria-label="Categories">
          <ul className={styles.categories}>
            {list.map((rule) => {
              const shown = drafts.get(rule.category_id) ?? rule.targets;
              return (
                <li key={rule.category_id}>
                  <button
                    type="button"
                    className={styles.category}
                    aria-current={rule.category_id === selected.category_id ? 'true' : undefined}
                    onClick={() => {
                      setSelectedId(rule.category_id);
                      setConflict(null);
                    }}
                  >
                    <span className={styles.categoryTitle}>
                      {rule.title}
                      {drafts.has(rule.category_id) && <span className="st-badge st-badge--draft">Unsaved</span>}
                    </span>
                    <span className={styles.categoryRule}>{ruleLine(shown)}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>

        <section className={styles.editor} aria-labelledby="rule-title">
          <h2 id="rule-title" className="st-h2">{`${selected.title} recommends`}</h2>
          <p className="st-muted">
            {selected.updated_by && selected.updated_at
              ? `Last changed by ${selected.updated_by} on ${formatShopMoment(selected.updated_at)}`
              : 'Never changed in the studio'}
          </p>
          {conflict && <ConflictAlert message={conflict} onReload={() => void reload()} />}
          {targets.length === 0 ? (
            <p className="st-empty">{`No targets: ${selected.title} pages show more of ${selected.title} instead.`}</p>
          ) : (
            <ol className={styles.targets} aria-label={`Targets of ${selected.title}, in order`}>
              {targets.map((target, index) => (
                <li key={target.category_id} className={styles.target}>
                  <span className={styles.position} aria-hidden="true">
                    {index + 1}
                  </span>
                  <span className={styles.targetText}>
                    <span className={styles.targetName}>{target.parent_title ? target.title : `All of ${target.title}`}</span>
                    <span className="st-muted">{`${target.parent_title ?? 'Whole category'} · ${target.product_count} products`}</span>
                  </span>
                  <span className={styles.targetActions}>
                    <StudioButton small variant="ghost" disabled={index === 0} aria-label={`Move ${targetName(target)} up`} onClick={() => move(index, -1)}>
                      ↑
                    </StudioButton>
                    <StudioButton
                      small
                      variant="ghost"
                      disabled={index === targets.length - 1}
                      aria-label={`Move ${targetName(target)} down`}
                      onClick={() => move(index, 1)}
                    >
                      ↓
                    </StudioButton>
                    <StudioButton small variant="ghost" aria-label={`Remove ${targetName(target)}`} onClick={() => edit(targets.filter((_, i) => i !== index))}>
                      Remove
                    </StudioButton>
                  </span>
                </li>
              ))}
            </ol>
          )}
          <TargetPicker id="rule-add-target" categoryId={selected.category_id} chosen={targets.map((t) => t.category_id)} onAdd={(t) => edit([...targets, t])} />
          <div className={styles.actions}>
            <StudioButton variant="primary" busy={saving} disabled={!dirty} onClick={() => void save(selected)}>
              {`Save ${selected.title} rule`}
            </StudioButton>
            <StudioButton variant="ghost" disabled={!dirty || saving} onClick={() => edit(selected.targets)}>
              Discard changes
            </StudioButton>
          </div>
          <RuleSample categoryId={selected.category_id} categoryTitle={selected.title} targetIds={targets.map((t) => t.category_id)} />
        </section>
      </div>
    </div>
  );
}
