import { Toaster } from 'react-hot-toast';
import { TOAST_DURATIONS } from './toast-options';

export default function ToasterHost() {
  return <Toaster position="top-center" toastOptions={TOAST_DURATIONS} />;
}
