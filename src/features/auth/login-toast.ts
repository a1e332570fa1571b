import toast from 'react-hot-toast';
import { LOGIN_TOAST } from '../../app/providers/toast-options';

/** Every toast of the login flow lasts 3 s at top right (spec sections 4 and 9). */
export const loginToast = {
  success: (message: string) => toast.success(message, LOGIN_TOAST),
  error: (message: string) => toast.error(message, LOGIN_TOAST),
};
