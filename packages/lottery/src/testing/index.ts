export {
  buildLotteryBet,
  buildLotteryGame,
  buildLotteryMenu,
  buildNumero,
  buildOpenedNumeros,
  buildPlayTypeInfo,
  buildVnNorthPrizes,
} from './factories';
export { createLotteryHandlers, lotteryHandlers } from './handlers';

export type { LotteryFakeState, LotteryHandlerData } from './handlers';
