import * as z from 'zod/mini';
import { apiTokenCreatedSchema, apiTokenPaths, apiTokenSchema, staffListSchema, staffPaths, totpPaths, totpSetupSchema, type TotpSetup, type ApiToken, type StaffInvite, type StaffList, type StaffRole } from '../../../schemas/api/staff';
import { call } from '../api';

export const listStaff = (): Promise<StaffList> => call('GET', staffPaths.list, staffListSchema);
export const inviteStaff = (invite: StaffInvite): Promise<unknown> => call('POST', staffPaths.invitations, z.unknown(), invite);
export const updateStaff = (id: number, change: { role?: StaffRole; disabled?: boolean }): Promise<StaffList> => call('PATCH', staffPaths.member(id), staffListSchema, change);
export const acceptInvitation = (token: string, password: string): Promise<{ user: string }> =>
  call('POST', staffPaths.accept, z.object({ user: z.string() }), { token, password });

export const listApiTokens = (): Promise<ApiToken[]> => call('GET', apiTokenPaths.list, z.array(apiTokenSchema));
export const createApiToken = (name: string): Promise<z.output<typeof apiTokenCreatedSchema>> => call('POST', apiTokenPaths.list, apiTokenCreatedSchema, { name });
export const revokeApiToken = (id: number): Promise<ApiToken[]> => call('DELETE', apiTokenPaths.token(id), z.array(apiTokenSchema));

export const startTotp = (): Promise<TotpSetup> => call('POST', totpPaths.setup, totpSetupSchema, {});
export const confirmTotp = async (code: string): Promise<void> => {
  await call('POST', totpPaths.confirm, z.unknown(), { code });
};
export const turnOffTotp = async (code: string): Promise<void> => {
  await call('DELETE', totpPaths.setup, z.unknown(), { code });
};
