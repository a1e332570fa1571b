import { targetedSettingsSchema } from '../../../schemas/api/targeted-layouts';
import { validateProps } from '../form/validate';

/** The settings' problems by field, as the server would find them (server/features/studio/documents.ts). */
export const validateTargetedSettings = (settings: Record<string, unknown>): Record<string, string> => validateProps(targetedSettingsSchema, settings);
