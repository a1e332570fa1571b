import type { LayoutScope, PageScope } from '../../../schemas/ui-config/section-names';
import { MENU_SECTION } from '../../../schemas/menu';
import { scopeSections, sectionRegistry } from '../../../registry';
import { sectionDescriptions } from '../../../registry/examples';
import { Dialog } from '../../ui/Dialog';
import { PatternPreview } from '../preview/PatternPreview';
import { StudioButton } from '../Controls';

interface Props {
  scope: LayoutScope;
  onAdd: (section: string, pattern: number | null) => void;
  onClose: () => void;
}

/** The catalogue of what this page or area may hold: each section, each pattern with its sentence and a live thumbnail. */
export function AddSectionDialog({ scope, onAdd, onClose }: Props) {
  if (scope === 'menu') {
    return (
      <Dialog title="Add a section" onClose={onClose}>
        <div className="st-catalogue">
          <section className="st-catalogue__section">
            <h3>Menu item</h3>
            <p className="st-muted">A link in the main menu, the sub-header, the bottom tabs or the footer.</p>
            <StudioButton variant="primary" onClick={() => onAdd(MENU_SECTION, null)}>
              Add menu item
            </StudioButton>
          </section>
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog title="Add a section" onClose={onClose}>
      <div className="st-catalogue">
        {scopeSections[scope].map((name) => {
          const section = sectionRegistry[name];
          if (!section) return null;
          return (
            <section key={name} className="st-catalogue__section" aria-labelledby={`catalogue-${name}`}>
              <h3 id={`catalogue-${name}`}>{section.label}</h3>
              <ul className="st-catalogue__patterns">
                {Object.entries(section.patterns).map(([number, pattern]) => (
                  <li key={number} className="st-catalogue__pattern">
                    <PatternPreview scope={previewScope(scope)} section={name} pattern={Number(number)} />
                    <div className="st-catalogue__text">
                      <strong>{`Pattern ${number} · ${pattern.label}`}</strong>
                      {sectionDescriptions[name]?.[Number(number)] && <p className="st-muted">{sectionDescriptions[name][Number(number)]}</p>}
                    </div>
                    <StudioButton small variant="primary" aria-label={`Add ${section.label}, pattern ${number} · ${pattern.label}`} onClick={() => onAdd(name, Number(number))}>
                      Add
                    </StudioButton>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </Dialog>
  );
}

/** A campaign page holds home's sections, so home's preview shows their patterns. */
function previewScope(scope: LayoutScope): PageScope {
  return scope === 'campaign' ? 'home' : scope;
}
