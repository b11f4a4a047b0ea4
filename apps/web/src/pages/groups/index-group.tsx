// Lazy page group chunk "index" (SPEC.md §2): the home page and the pages opened from it.
import { LoginPage, RegisterPage } from '../auth-pages';
import { HomePage } from '../home-page';
import { notAvailable } from '../not-available-page';
import type { PageGroupModule } from '../../routes/page-group';

/** The pages of this group; the home page needs no feature slice until the lobby exists. */
export const pageGroup: PageGroupModule = {
  slices: [],
  pages: {
    home: HomePage,
    register: RegisterPage,
    noticePage: notAvailable('noticePage'),
    login: LoginPage,
  },
};
