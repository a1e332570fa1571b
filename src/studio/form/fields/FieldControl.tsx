import { CategoryField } from './CategoryField';
import { ChoiceField } from './ChoiceField';
import { CollectionField } from './CollectionField';
import { ColourField } from './ColourField';
import { ImageField } from './ImageField';
import { JsonField } from './JsonField';
import { LinkField } from './LinkField';
import { ListField } from './ListField';
import { NumberField } from './NumberField';
import { ObjectField } from './ObjectField';
import { SelectionField } from './SelectionField';
import { SwitchField } from './SwitchField';
import { TextField } from './TextField';
import type { FieldProps } from './types';

/** The control for a field's kind. */
export function FieldControl(props: FieldProps & { legend?: string; optional?: boolean }) {
  const { field } = props;
  switch (field.kind) {
    case 'text':
      return <TextField {...props} field={field} />;
    case 'number':
      return <NumberField {...props} field={field} />;
    case 'switch':
      return <SwitchField {...props} />;
    case 'choice':
      return <ChoiceField {...props} field={field} />;
    case 'colour':
      return <ColourField {...props} />;
    case 'image':
      return <ImageField {...props} />;
    case 'link':
      return <LinkField {...props} field={field} />;
    case 'category':
      return <CategoryField {...props} />;
    case 'collection':
      return <CollectionField {...props} />;
    case 'selection':
      return <SelectionField {...props} field={field} />;
    case 'list':
      return <ListField {...props} field={field} />;
    case 'object':
      return <ObjectField {...props} field={field} />;
    case 'json':
      return <JsonField {...props} />;
    default:
      return unreachable(field);
  }
}

function unreachable(field: never): null {
  void field;
  return null;
}

