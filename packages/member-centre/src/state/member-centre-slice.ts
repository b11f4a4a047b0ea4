// Visibility and current page of the member-centre panel, an overlay of the root shell.
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_MEMBER_CENTRE_PAGE } from './member-centre-entries';
import type { MemberCentrePage } from './member-centre-entries';

/** State of the `memberCentre` slice. */
export interface MemberCentreState {
  open: boolean;
  page: MemberCentrePage;
}

const initialState: MemberCentreState = { open: false, page: DEFAULT_MEMBER_CENTRE_PAGE };

/** The member-centre slice (reducerPath 'memberCentre'). */
export const memberCentreSlice = createSlice({
  name: 'memberCentre',
  initialState,
  reducers: {
    /** Opens the panel on `page`, or on securityCenter when none is given. */
    memberCentreOpened(state, action: PayloadAction<MemberCentrePage | undefined>) {
      state.open = true;
      state.page = action.payload ?? DEFAULT_MEMBER_CENTRE_PAGE;
    },
    /** Closes the panel; the page is kept until the next open. */
    memberCentreClosed(state) {
      state.open = false;
    },
    /** Shows another page inside the open panel. */
    memberCentrePageSelected(state, action: PayloadAction<MemberCentrePage>) {
      state.page = action.payload;
    },
  },
  selectors: {
    selectMemberCentreOpen: (state) => state.open,
    selectMemberCentrePage: (state) => state.page,
  },
});

/** Action creators of the member-centre slice. */
export const { memberCentreOpened, memberCentreClosed, memberCentrePageSelected } =
  memberCentreSlice.actions;
/** Selectors of the member-centre slice; they read `state.memberCentre`. */
export const { selectMemberCentreOpen, selectMemberCentrePage } = memberCentreSlice.selectors;
