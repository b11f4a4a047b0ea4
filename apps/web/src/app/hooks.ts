import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './store';

/** `useDispatch` typed for the app's store. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** `useSelector` typed for the app's root state. */
export const useAppSelector = useSelector.withTypes<RootState>();
/** `useStore` typed for the app's store. */
export const useAppStore = useStore.withTypes<AppStore>();
