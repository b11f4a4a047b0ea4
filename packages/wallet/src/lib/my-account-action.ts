// The member-centre panel's action that shows My account (securityCenter), for wallet pages the
// panel hosts: the withdrawal page sends a member without a bank account there. The wallet may not
// import the member centre (the member centre depends on the wallet), so the action is written
// out here; the member centre's slice test checks it is still the one its slice makes.

/** Shows My account in the open member-centre panel. */
export const OPEN_MY_ACCOUNT_ACTION = {
  type: 'memberCentre/memberCentrePageSelected',
  payload: 'securityCenter',
} as const;
