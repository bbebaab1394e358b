'use client';

import type { AdminCallData, AdminCallPath, AdminCallRequest } from '@storefront/contracts/admin';
import type { AuditRequest, StaffSession } from '@storefront/contracts/staff';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAdmin, keepAgentSession } from '../agent/admin-api';

/** Thrown for a refused call, with its code and message (already in the caller's language). */
export class Refused extends Error {
  override name = 'Refused';
  constructor(
    readonly code: number,
    readonly msg: string,
  ) {
    super(msg);
  }
}

/** A staff call's data, or a Refused. The console shares the agent console's session and client. */
export async function staffCall<P extends AdminCallPath>(
  path: P,
  body: AdminCallRequest<P>,
): Promise<AdminCallData<P>> {
  const answer = await callAdmin(path, body);
  if (!answer.ok) throw new Refused(answer.code, answer.msg);
  return answer.data;
}

/** Keeps who signed in to the console (the session is the API's cookie); Support reads it too. */
export function keepStaffSession(session: StaffSession): void {
  const { staffId: agentId, email, name } = session.staff;
  keepAgentSession({ tokenExpireTime: session.tokenExpireTime, agent: { agentId, email, name } });
}

/** The store's settings as the owner last loaded or saved them (the console's bar names the store by them). */
export const SETTINGS_QUERY = ['console', 'settings'] as const;

export function useMe(enabled: boolean) {
  return useQuery({
    queryKey: ['console', 'me'],
    queryFn: () => staffCall('staff/me', {}),
    enabled,
    retry: false,
  });
}

export function useStaffList() {
  return useQuery({
    queryKey: ['console', 'staff'],
    queryFn: () => staffCall('staff/list', {}),
    retry: false,
  });
}

/** A staff change, then the list again. */
export function useStaffChange<
  P extends
    | 'staff/invite'
    | 'staff/setRole'
    | 'staff/setDisabled'
    | 'staff/endSessions'
    | 'staff/withdrawInvitation'
    | 'staff/resendInvitation'
    | 'staff/confirmInvitation',
>(path: P) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminCallRequest<P>) => staffCall(path, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['console', 'staff'] }),
  });
}

export function useAudit(filter: Omit<AuditRequest, 'cursor'>) {
  return useInfiniteQuery({
    queryKey: ['console', 'audit', filter],
    queryFn: ({ pageParam }) => staffCall('staff/audit', { ...filter, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    retry: false,
  });
}
