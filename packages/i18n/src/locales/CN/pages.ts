// The CN page namespaces as one module: loaded on demand, one chunk, never with the language.
import type { PageResources } from '../../resources';
import authForms from './authForms.json';
import gameLobby from './gameLobby.json';
import memberCentre from './memberCentre.json';
import wallet from './wallet.json';
import notices from './notices.json';
import promotions from './promotions.json';
import pointMall from './pointMall.json';
import support from './support.json';
import lottery from './lottery.json';
import securityCenter from './securityCenter.json';
import loyalty from './loyalty.json';
import referral from './referral.json';
import agentCentre from './agentCentre.json';
import agentReports from './agentReports.json';

/** Every page namespace of CN. */
export const pages: PageResources = {
  authForms,
  gameLobby,
  memberCentre,
  wallet,
  notices,
  promotions,
  pointMall,
  support,
  lottery,
  securityCenter,
  loyalty,
  referral,
  agentCentre,
  agentReports,
};
