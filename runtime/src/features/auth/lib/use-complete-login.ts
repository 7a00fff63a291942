// What every way into a session shares (login, free play, registration, phone reset):
// store the token, load member info, send agents to /agentHome, close the modal (spec §4).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { STORAGE_KEYS } from '../../../config/constants.ts';
import { useModals } from '../../../lib/stores/modals.ts';
import { isAgentType, useSession } from '../../../lib/stores/session.ts';
import { memberInfoQueryOptions } from '../../../lib/api/get-member-info.ts';
import { destinationFor } from './login-machine.ts';

export function useCompleteLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (token: string, opts: { firstTimeLogin?: boolean; goHome?: boolean } = {}) => {
      useSession.getState().setToken(token, opts.firstTimeLogin ?? false);
      sessionStorage.removeItem(STORAGE_KEYS.cpw);
      const info = await queryClient.fetchQuery(memberInfoQueryOptions(token));
      useModals.getState().close();
      const target = destinationFor(isAgentType(info.type));
      if (target) navigate(target);
      else if (opts.goHome || /^\/(login|register|help)$/i.test(window.location.pathname))
        navigate('/');
      return info;
    },
    [navigate, queryClient],
  );
}
