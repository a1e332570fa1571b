import type { ReturnDeskDetail } from '../../../schemas/api/return-desk';
import { DecisionForm } from './DecisionForm';
import { BookPickupForm, PickedUpForm } from './PickupStepForms';
import { ReceiveForm } from './ReceiveForm';
import { RefundForm } from './RefundForm';
import { ReplaceForm } from './ReplaceForm';

/** The forms for what the state machine allows next (the server checks again): nothing once the request is closed. */
export function NextStep({ request, onDone }: { request: ReturnDeskDetail; onDone: (fresh: ReturnDeskDetail) => void }) {
  switch (request.status) {
    case 'requested':
      return <DecisionForm request={request} onDone={onDone} />;
    case 'approved':
      return (
        <>
          <BookPickupForm request={request} onDone={onDone} />
          <PickedUpForm request={request} onDone={onDone} />
        </>
      );
    case 'picked_up':
      return <ReceiveForm request={request} onDone={onDone} />;
    case 'received':
      return request.kind === 'return' ? <RefundForm request={request} onDone={onDone} /> : <ReplaceForm request={request} onDone={onDone} />;
    default:
      return null;
  }
}
