import { shownValue, type Prop } from '../field-model';
import type { FieldPath, FormContext } from '../form-context';
import { FieldControl } from './FieldControl';

interface Props {
  props: readonly Prop[];
  path: FieldPath;
  value: Record<string, unknown>;
  onChange: (next: Record<string, unknown>) => void;
  ctx: FormContext;
}

/**
 * One control per prop. A prop the stored value lacks shows its default, and
 * editing one prop changes only that key: the rest stays as stored (a missing
 * key keeps following the schema's default).
 */
export function PropFields({ props, path, value, onChange, ctx }: Props) {
  return (
    <>
      {props.map((prop) => (
        <FieldControl
          key={prop.key}
          field={prop.field}
          path={[...path, prop.key]}
          label={prop.label}
          help={prop.help}
          value={shownValue(prop, value)}
          optional={prop.optional}
          ctx={ctx}
          onChange={(next) => {
            const copy = { ...value };
            if (next === undefined) delete copy[prop.key];
            else copy[prop.key] = next;
            onChange(copy);
          }}
        />
      ))}
    </>
  );
}
