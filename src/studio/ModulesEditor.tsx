import { useId, useState, type FormEvent } from 'react';
import { StudioButton, Switch } from './Controls';

export interface ModuleRow {
  module_name: string;
  status: string;
}

interface Props {
  modules: readonly ModuleRow[];
  onChange: (modules: ModuleRow[]) => void;
  /** `${index}.module_name` or `${index}.status` → message; '' for the list. */
  errors: Readonly<Record<string, string>>;
}

/** The module switches: a module on ('Y') shows its pages, menu items and sections; off hides them. */
export function ModulesEditor({ modules, onChange, errors }: Props) {
  const inputId = useId();
  const [name, setName] = useState('');
  const [addError, setAddError] = useState('');

  const add = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setAddError('Enter a module name');
    if (modules.some((m) => m.module_name.trim().toLowerCase() === trimmed.toLowerCase())) return setAddError(`${trimmed} is already listed`);
    onChange([...modules, { module_name: trimmed, status: 'Y' }]);
    setName('');
    setAddError('');
  };

  return (
    <section className="st-modules" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="st-h2">
        Modules
      </h2>
      {errors[''] && (
        <p className="st-error" role="alert">
          {errors['']}
        </p>
      )}
      {modules.length === 0 ? (
        <p className="st-empty">No modules are listed.</p>
      ) : (
        <table className="st-table">
          <thead>
            <tr>
              <th scope="col">Module</th>
              <th scope="col">On</th>
              <th scope="col">
                <span className="st-visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {modules.map((module, index) => {
              const error = errors[`${index}.module_name`] ?? errors[`${index}.status`] ?? errors[String(index)];
              return (
                <tr key={`${index}-${module.module_name}`}>
                  <th scope="row">
                    {module.module_name}
                    {error && (
                      <span className="st-error" role="alert">
                        {' '}
                        {error}
                      </span>
                    )}
                  </th>
                  <td>
                    <Switch
                      checked={module.status.trim().toUpperCase() === 'Y'}
                      label={module.module_name}
                      onChange={(on) => onChange(modules.map((m, i) => (i === index ? { ...m, status: on ? 'Y' : 'N' } : m)))}
                    />
                  </td>
                  <td>
                    <StudioButton small variant="ghost" aria-label={`Remove ${module.module_name}`} onClick={() => onChange(modules.filter((_, i) => i !== index))}>
                      Remove
                    </StudioButton>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <form className="st-inline-form" onSubmit={add} noValidate>
        <div className="st-field">
          <label htmlFor={inputId}>Module name</label>
          <input
            id={inputId}
            value={name}
            onChange={(event) => setName(event.target.value)}
            aria-invalid={addError ? true : undefined}
            aria-describedby={addError ? `${inputId}-error` : undefined}
          />
          {addError && (
            <p id={`${inputId}-error`} className="st-error" role="alert">
              {addError}
            </p>
          )}
        </div>
        <StudioButton type="submit">Add module</StudioButton>
      </form>
    </section>
  );
}

export function validateModules(modules: readonly ModuleRow[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  modules.forEach((module, index) => {
    const name = module.module_name.trim().toLowerCase();
    if (!name) errors[`${index}.module_name`] = 'Enter a module name';
    else if (seen.has(name)) errors[`${index}.module_name`] = 'This module is listed twice';
    seen.add(name);
  });
  return errors;
}
