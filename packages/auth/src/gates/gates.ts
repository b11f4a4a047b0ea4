// The gates of SPEC.md §5/§6: member-centre actions need a token and a real (non-trial) account,
// agent-centre actions need an agent account; without a token the login popup opens instead and
// the action is cancelled.
import { useCallback } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { isAgentAccountType, isTrialAccountType } from '../session/session-storage';
import { authModalOpened, loginPromptRequested } from '../state/auth-slice';
import type { AuthRootState, GateRefusal, GateWarning } from '../state/auth-slice';

/** A gate's verdict: allowed, or why not. */
export type GateResult = 'allowed' | GateRefusal;

/** Options of a gate: whether the brand enabled the feature at all (SPEC.md §5). */
export interface GateOptions {
  /** The member-centre or agent-centre feature flag; true when omitted. */
  enabled?: boolean;
}

/** Member-centre gate: no token → 'login'; disabled feature → 'disabled'; trial → 'trial'. */
export function memberCentreGate(state: AuthRootState, options: GateOptions = {}): GateResult {
  if (state.auth.token === null) return 'login';
  if (options.enabled === false) return 'disabled';
  if (isTrialAccountType(state.auth.accountType)) return 'trial';
  return 'allowed';
}

/** Agent-centre gate: no token → 'login'; disabled feature → 'disabled'; not 1/2/41/42 → 'notAgent'. */
export function agentCentreGate(state: AuthRootState, options: GateOptions = {}): GateResult {
  if (state.auth.token === null) return 'login';
  if (options.enabled === false) return 'disabled';
  if (!isAgentAccountType(state.auth.accountType)) return 'notAgent';
  return 'allowed';
}

/** The warning dialog of a refusal (SPEC.md §6, §8): message and confirm-button keys. */
export function gateWarningFor(reason: Exclude<GateRefusal, 'login'>): GateWarning {
  switch (reason) {
    case 'trial':
      return { reason, message: 'auth:needTrueAccount', confirm: 'auth:increaseSubmit' };
    case 'notAgent':
      return { reason, message: 'auth:nonAgent', confirm: 'auth:confirm' };
    default:
      return { reason, message: 'auth:featureDisabled', confirm: 'auth:confirm' };
  }
}

type Gate = (state: AuthRootState, options?: GateOptions) => GateResult;

function useGate(gate: Gate, options: GateOptions): (action: () => void) => void {
  const dispatch = useDispatch();
  const store = useStore<AuthRootState>();
  const { enabled } = options;
  return useCallback(
    (action: () => void) => {
      // Read the state at call time, so a login that just happened counts.
      const verdict = gate(store.getState(), enabled === undefined ? {} : { enabled });
      if (verdict === 'allowed') {
        action();
      } else if (verdict === 'login') {
        dispatch(loginPromptRequested());
      } else {
        dispatch(authModalOpened({ name: 'gateWarning', warning: gateWarningFor(verdict) }));
      }
    },
    [dispatch, store, gate, enabled],
  );
}

/** Returns `run(action)`: runs a member-centre action only when the gate allows it. */
export function useMemberCentreGate(options: GateOptions = {}): (action: () => void) => void {
  return useGate(memberCentreGate, options);
}

/** Returns `run(action)`: runs an agent-centre action only when the gate allows it. */
export function useAgentCentreGate(options: GateOptions = {}): (action: () => void) => void {
  return useGate(agentCentreGate, options);
}

/** Returns `run(action)`: runs an action that only needs a session (favourites, recent games). */
export function useLoginRequired(): (action: () => void) => void {
  return useGate(loginGate, {});
}

/** Login gate: 'login' without a token, else 'allowed'. */
export function loginGate(state: AuthRootState): GateResult {
  return state.auth.token === null ? 'login' : 'allowed';
}
